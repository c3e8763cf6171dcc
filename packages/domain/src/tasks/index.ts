export * from './taskJson';
export * from './tasks.errors';
export * from './tasks.contract';
