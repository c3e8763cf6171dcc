export * from './wbsJson';
export * from './wbs.errors';
export * from './wbs.schema';
export * from './wbs.contract';
export * from './policies';
