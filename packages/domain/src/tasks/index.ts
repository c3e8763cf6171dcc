export * from './taskJson';
export * from './tasks.errors';
export * from './tasks.contract';
export * from './taskTree';
