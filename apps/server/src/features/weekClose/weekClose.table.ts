import {
  boolean,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * What closing a week did for one person, written in the transaction that did it. Its key is why a
 * week closes once per person: a run that resumes after a crash, or an Owner's re-run, passes over
 * everyone who already has a row, so no blue square, badge or e-mail happens twice. The follow-up
 * e-mails of Sunday 04:00 read it and mark it in the same way.
 */
export const weekClosings = pgTable(
  'week_closings',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Sunday the closed week began on. */
    weekStart: date({ mode: 'string' }).notNull(),
    hours: doublePrecision().notNull(),
    requiredHours: doublePrecision().notNull(),
    hasSummary: boolean().notNull(),
    hadTimeOff: boolean().notNull(),
    /** 'none', 'newcomerNotice' or 'blueSquare'. */
    decision: text({ enum: ['none', 'newcomerNotice', 'blueSquare'] }).notNull(),
    /** Blue squares of the year before the close, the one it gave included. */
    blueSquaresInYear: integer().notNull(),
    badgesGiven: integer().notNull().default(0),
    closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The follow-up sent on Sunday 04:00 (null when none was due), and when that pass looked. */
    followUp: text(),
    followUpCheckedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);

/** Once per closed week: the weekly summaries e-mail was queued. */
export const weekCloses = pgTable('week_closes', {
  weekStart: date({ mode: 'string' }).primaryKey(),
  summariesEmailedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
