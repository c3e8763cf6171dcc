export * from './feedback.schema';
export * from './feedback.errors';
export * from './policies';
export * from './feedback.contract';
