export * from './title.schema';
export * from './titleJson';
export * from './titles.errors';
export * from './policies';
export * from './applyTitle';
export * from './titles.contract';
