import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../users/users.table.js';

/** An invitation to set up a profile; the link carries a random token of which only a hash is kept. */
export const setupInvitations = pgTable(
  'setup_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    email: text().notNull(),
    weeklyCommittedHours: integer().notNull().default(10),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    cancelledAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One open invitation per e-mail: a new one replaces the previous.
  (t) => [
    uniqueIndex('setup_invitations_open_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`completed_at is null`),
  ],
);
