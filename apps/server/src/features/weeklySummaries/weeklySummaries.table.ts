import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * A person's summary of one Pacific week (`weekStart`, its Sunday), due at that week's Saturday
 * midnight. A week is a row of its own rather than a slot of four that a job rotates each Sunday:
 * "This Week" is whichever row the calendar says, so nothing has to move for the week to turn, and a
 * summary moved to another week changes its `weekStart`. The leaderboard reads whether this week's
 * is written.
 */
export const weeklySummaries = pgTable(
  'weekly_summaries',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date({ mode: 'string' }).notNull(),
    /** Sanitised HTML; empty when the week's summary was cleared. */
    summary: text().notNull().default(''),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);
