export * from './recipients';
export * from './announcements.schema';
export * from './announcementsJson';
export * from './announcements.errors';
export * from './announcements.contract';
