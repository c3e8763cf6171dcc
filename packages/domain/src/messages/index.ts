export * from './auth.messages';
export * from './shell.messages';
export * from './people.messages';
