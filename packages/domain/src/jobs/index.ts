export * from './jobRunJson';
export * from './jobs.errors';
export * from './policies';
export * from './jobs.contract';
