export * from './apiTokens.contract';
export * from './apiTokens.errors';
export * from './apiTokens.schema';
export * from './apiTokenJson';
