import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The leaderboard's mouseover text on the total time: at most one row. */
export const mouseoverTexts = pgTable(
  'mouseover_texts',
  {
    id: uuid().primaryKey().defaultRandom(),
    text: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [uniqueIndex('mouseover_texts_single_key').on(sql`(true)`)],
);
