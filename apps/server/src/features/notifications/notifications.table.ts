import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * A message to one person, shown in their header until they mark it read. Sent by an Owner or
 * Administrator, or by the system (signed by the first active Owner). A notification outlives its
 * sender's account.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    recipientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Sanitised HTML. */
    message: text().notNull(),
    isSystemGenerated: boolean().notNull().default(false),
    isRead: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('notifications_recipient_id_created_at_idx').on(t.recipientId, t.createdAt)],
);
