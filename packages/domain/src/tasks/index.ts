export * from './taskJson';
export * from './tasks.errors';
export * from './tasks.schema';
export * from './policies';
export * from './tasks.contract';
export * from './taskTree';
