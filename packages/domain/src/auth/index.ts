export * from './auth.schema';
export * from './passwords';
export * from './credentials.schema';
export * from './setup.schema';
export * from './passwordForms.schema';
