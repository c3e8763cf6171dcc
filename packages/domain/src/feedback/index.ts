export * from './feedback.schema';
export * from './feedback.errors';
export * from './feedback.contract';
