export * from './time';
export * from './messages';
export * from './permissions';
export * from './auth';
export * from './constants';
