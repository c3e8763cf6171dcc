export * from './teamTasksJson';
export * from './teamTasks.errors';
export * from './teamTasks.schema';
export * from './policies';
export * from './teamTasksRules';
export * from './teamTasksFilters';
export * from './teamTasks.contract';
