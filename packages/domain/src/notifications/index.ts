export * from './notificationJson';
export * from './notification.schema';
export * from './notifications.errors';
export * from './policies';
export * from './notifications.contract';
