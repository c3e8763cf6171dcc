export * from './jobForms.rules';
export * from './jobForms.schema';
export * from './jobFormJson';
export * from './jobForms.errors';
export * from './jobForms.contract';
