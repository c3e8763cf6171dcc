export * from './jobRunJson';
export * from './jobs.errors';
export * from './jobs.contract';
