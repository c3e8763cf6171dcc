export * from './endpoint';
export * from './contract';
