export * from './userProfileJson';
