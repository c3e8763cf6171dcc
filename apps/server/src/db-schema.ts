// Every table of the product, for the query builder and for drizzle-kit's migration generator.
export * from './platform/email/outbox.table.js';
export * from './platform/jobs/job-runs.table.js';
export * from './features/permissions/permissions.table.js';
export * from './features/users/users.table.js';
export * from './features/auth/auth.table.js';
export * from './features/auth/credentials.table.js';
export * from './features/invitations/invitations.table.js';
export * from './features/permissions/permissionChanges.table.js';
export * from './features/teams/teams.table.js';
export * from './features/projects/projects.table.js';
export * from './features/badges/badges.table.js';
export * from './features/blueSquares/blueSquares.table.js';
export * from './features/infoCollections/infoCollections.table.js';
export * from './features/timeOff/timeOff.table.js';
export * from './features/wbs/wbs.table.js';
export * from './features/tasks/tasks.table.js';
export * from './features/timeEntries/timeEntries.table.js';
