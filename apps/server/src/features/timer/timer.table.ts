import { TIMELOG_EVENT_TYPES, TIMER_DEFAULT_MS } from '@hgn/domain/timer';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/** Each user's header timer (server-rules 6): remaining time as of `startAt` while running, as of the pause otherwise. */
export const timers = pgTable('timers', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  startAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  timeMs: integer().notNull().default(TIMER_DEFAULT_MS),
  goalMs: integer().notNull().default(TIMER_DEFAULT_MS),
  initialGoalMs: integer().notNull().default(TIMER_DEFAULT_MS),
  chiming: boolean().notNull().default(false),
  paused: boolean().notNull().default(false),
  forcedPause: boolean().notNull().default(false),
  started: boolean().notNull().default(false),
});

/** The timer's starts, pauses and logged stops (GET /timelogTracking/:userId). */
export const timerEvents = pgTable(
  'timer_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventType: text({ enum: TIMELOG_EVENT_TYPES }).notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('timer_events_user_id_at_idx').on(t.userId, t.at.desc())],
);

/**
 * How many timer sockets each server holds open for each user, renewed at every heartbeat: a user's
 * timer is paused by force only when no server reports a live socket of theirs. A crashed server's
 * rows go stale and stop counting.
 */
export const timerPresence = pgTable(
  'timer_presence',
  {
    serverId: uuid().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sockets: integer().notNull(),
    lastSeen: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.serverId, t.userId] }), index('timer_presence_user_id_idx').on(t.userId)],
);
