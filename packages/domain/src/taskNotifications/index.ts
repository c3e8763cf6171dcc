export * from './taskSnapshot';
export * from './taskNotificationJson';
export * from './taskNotifications.schema';
export * from './taskNotifications.errors';
export * from './policies';
export * from './taskNotifications.contract';
