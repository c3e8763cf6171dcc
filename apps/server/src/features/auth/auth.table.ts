import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * One row per issued token: signing out or a password change revokes it, so a stolen token dies with it.
 * The portal flags are the session's, set by signing in to a portal (`POST /api/bm/login`).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text().notNull().default(''),
    /** The address the session was opened from. */
    address: text().notNull().default(''),
    /** When a request last came with the session's token, to the minute; null until the first. */
    lastSeenAt: timestamp({ withTimezone: true }),
    /**
     * A session opened for a person whose role requires a second factor they have not set up: its
     * token opens only the second factor's set-up and signing out.
     */
    secondFactorSetupOnly: boolean().notNull().default(false),
    canAccessBmPortal: boolean().notNull().default(false),
    canAccessCpPortal: boolean().notNull().default(false),
    canAccessGePortal: boolean().notNull().default(false),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);
