export * from './outboxJson';
export * from './emails.errors';
export * from './emails.contract';
