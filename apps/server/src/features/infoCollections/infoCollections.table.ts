import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Editable info pop-ups: visibility '0' everyone, '1' elevated roles, '2' the stronger group. */
export const infoCollections = pgTable(
  'info_collections',
  {
    id: uuid().primaryKey().defaultRandom(),
    infoName: text().notNull(),
    infoContent: text().notNull().default(''),
    visibility: text().notNull().default('0'),
    fontSize: integer().notNull().default(24),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('info_collections_info_name_key').on(sql`lower(${t.infoName})`)],
);
