export * from './auth.messages';
export * from './signIn.messages';
export * from './shell.messages';
export * from './people.messages';
