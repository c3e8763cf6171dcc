export * from './taskJson';
