export * from './auth.schema';
export * from './signIn';
export * from './session';
export * from './passwords';
export * from './credentials.schema';
export * from './setup.schema';
export * from './passwordForms.schema';
