import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * An address outside the organisation that asked for the weekly-update announcements. It receives
 * them once confirmed from the link e-mailed to it; people with accounts choose with their profile's
 * `emailSubscriptions` instead.
 */
export const emailSubscriptions = pgTable(
  'email_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text().notNull(),
    /** When the latest confirmation link was sent; it works for 24 hours. */
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_subscriptions_email_key').on(sql`lower(${t.email})`)],
);
