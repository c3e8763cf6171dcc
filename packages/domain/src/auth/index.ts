export * from './auth.schema';
export * from './passwords';
