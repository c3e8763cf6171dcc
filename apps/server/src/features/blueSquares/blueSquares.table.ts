import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/** A blue square is an infringement recorded against a volunteer. */
export const blueSquares = pgTable(
  'blue_squares',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    /** The kind of infringement: time not met, missing summary, missed video call, late reporting or other. */
    reason: text().notNull().default('other'),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blue_squares_user_id_date_idx').on(t.userId, t.date)],
);

/**
 * Blue squares a year old, moved here by the weekly job: they no longer count or show, and the
 * record of them is kept.
 */
export const retiredBlueSquares = pgTable(
  'retired_blue_squares',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    retiredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retired_blue_squares_user_id_idx').on(t.userId)],
);
