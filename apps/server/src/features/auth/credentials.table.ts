import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * Single-use secrets that let a person set a password without the current one: the forced change
 * after a first sign-in (15 minutes) and the temporary password of "forgot password" (24 hours).
 * Only a hash of the secret is stored.
 */
export const credentialTokens = pgTable(
  'credential_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['forced-change', 'temporary-password'] }).notNull(),
    secretHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credential_tokens_user_id_purpose_idx').on(t.userId, t.purpose)],
);

/** One row per counted attempt; a window is counted with an index range scan and old rows are pruned. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid().primaryKey().defaultRandom(),
    bucket: text().notNull(),
    hitAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_bucket_hit_at_idx').on(t.bucket, t.hitAt)],
);
