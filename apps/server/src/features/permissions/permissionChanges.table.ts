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
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('permission_changes_changed_at_idx').on(t.changedAt)],
);

export type PermissionChangeRow = typeof permissionChanges.$inferSelect;
