import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * A person's own permissions beside their role's: those granted them, those of the role taken away,
 * and whether they have seen the last change. A person without a row has neither and has seen nothing.
 */
export const userPermissions = pgTable('user_permissions', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  frontPermissions: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  removedDefaultPermissions: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isAcknowledged: boolean().notNull().default(false),
});

/** The person's own permissions as a query that left-joins `user_permissions` reads them. */
export const ownPermissionColumns = {
  frontPermissions: sql<string[]>`coalesce(${userPermissions.frontPermissions}, '{}'::text[])`,
  removedDefaultPermissions: sql<
    string[]
  >`coalesce(${userPermissions.removedDefaultPermissions}, '{}'::text[])`,
  isPermissionsAcknowledged: sql<boolean>`coalesce(${userPermissions.isAcknowledged}, false)`,
};
