import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * A person's second factor (TOTP, RFC 6238): the secret, encrypted with the server's key, and the last
 * time step a code was accepted at, so a code is never accepted twice. The row exists from the set-up;
 * the factor is on only once `enabledAt` is set.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  lastUsedStep: bigint({ mode: 'number' }).notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The single-use recovery codes given when the factor is turned on, kept hashed. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_user_id_idx').on(t.userId)],
);

/**
 * The second step of a sign-in whose password was right: the challenge handed to the client, kept
 * hashed, dead after its lifetime, its use or five wrong codes.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    failures: integer().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
    userAgent: text().notNull().default(''),
  },
  (t) => [index('two_factor_challenges_user_id_idx').on(t.userId)],
);

/** The roles an Owner requires a second factor of; one row. */
export const twoFactorPolicy = pgTable(
  'two_factor_policy',
  {
    onlyRow: boolean().primaryKey().default(true),
    requiredRoles: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('two_factor_policy_only_row', sql`${t.onlyRow}`)],
);
