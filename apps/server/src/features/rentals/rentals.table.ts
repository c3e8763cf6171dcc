import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The rental and bidding accounts: people apart from the organisation's users, with their own sign-in. */
export const rentalAccounts = pgTable(
  'rental_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    passwordHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One account per address, whatever its case.
  (t) => [uniqueIndex('rental_accounts_email_key').on(sql`lower(${t.email})`)],
);

/** A rental sign-in: the token is kept only as its digest, and opens `/api/lbdashboard` only. */
export const rentalSessions = pgTable(
  'rental_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => rentalAccounts.id, { onDelete: 'cascade' }),
    tokenDigest: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('rental_sessions_account_id_idx').on(t.accountId)],
);
