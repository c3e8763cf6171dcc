export * from './warningJson';
export * from './warning.schema';
export * from './warnings.errors';
export * from './policies';
export * from './warnings.contract';
