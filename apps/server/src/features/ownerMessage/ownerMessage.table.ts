import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * The header message: a single row (its key can only be true). `message` is shown when set, else
 * `standardMessage`; either is a text or the URL of a stored header picture.
 */
export const ownerMessage = pgTable(
  'owner_message',
  {
    id: boolean().primaryKey().default(true),
    message: text().notNull().default(''),
    standardMessage: text().notNull().default(''),
    updatedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('owner_message_single_row', sql`${t.id}`)],
);
