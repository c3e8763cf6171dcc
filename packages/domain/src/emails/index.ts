export * from './outboxJson';
