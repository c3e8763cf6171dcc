import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/** Who changed which permissions of which role or user, and when. */
export const permissionChanges = pgTable(
  'permission_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    changedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    changedByName: text().notNull(),
    targetKind: text({ enum: ['role', 'user'] }).notNull(),
    roleName: text(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    added: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    removed: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The role's permissions after the change, or the user's own (front) permissions. */
    permissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A user's removed role permissions after the change; empty for a role. */
    removedRolePermissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Who made the change, as they were then: their role and e-mail. */
    requestorRole: text().notNull().default(''),
    requestorEmail: text().notNull().default(''),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('permission_changes_changed_at_idx').on(t.changedAt)],
);

export type PermissionChangeRow = typeof permissionChanges.$inferSelect;
