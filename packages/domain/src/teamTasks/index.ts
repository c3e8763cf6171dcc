export * from './teamTasksJson';
export * from './teamTasks.errors';
export * from './teamTasks.schema';
export * from './policies';
export * from './teamTasks.contract';
