export * from './outboxJson';
export * from './emails.errors';
export * from './policies';
export * from './emails.contract';
