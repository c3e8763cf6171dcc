export * from './systemJson';
export * from './system.errors';
export * from './system.contract';
