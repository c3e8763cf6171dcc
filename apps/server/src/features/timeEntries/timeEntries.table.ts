import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { teams } from '../teams/teams.table.js';
import { users } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';

/**
 * Logged time (server-rules 3). `default` entries are a person's own; `person`, `project` and `team`
 * entries are an administrator's "lost time". A project with entries cannot be deleted, so the
 * reference restricts; archiving the project makes its entries inactive.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    entryType: text({ enum: ['default', 'person', 'project', 'team'] })
      .notNull()
      .default('default'),
    personId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid().references(() => projects.id, { onDelete: 'restrict' }),
    wbsId: uuid().references(() => wbs.id, { onDelete: 'set null' }),
    taskId: uuid().references(() => tasks.id, { onDelete: 'set null' }),
    teamId: uuid().references(() => teams.id, { onDelete: 'set null' }),
    /** The Pacific day the work was done. */
    dateOfWork: date({ mode: 'string' }).notNull(),
    totalSeconds: integer().notNull(),
    notes: text().notNull().default(''),
    isTangible: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_entries_person_id_date_idx').on(t.personId, t.dateOfWork),
    index('time_entries_project_id_idx').on(t.projectId),
    index('time_entries_task_id_idx').on(t.taskId),
    index('time_entries_date_of_work_idx').on(t.dateOfWork),
  ],
);

export type TimeEntryRow = typeof timeEntries.$inferSelect;

/**
 * Each person's logged seconds per Pacific week (its Sunday), project (null: none), tangibility and
 * whether the entries are active (an archived project's are not): the one record of hours that the
 * profile, the team tasks table and the leaderboard read. Triggers of migration 0012 keep it in the
 * writer's own transaction from every insert, change and delete of `time_entries`, one statement's
 * rows at once, so no writer can forget it and concurrent writers add exact integer deltas. A row
 * is derived data: it names no foreign key, and a row worth zero seconds means nothing. A week of
 * everyone is read from the covering index `time_entry_totals_week_idx` of migration 0016, which
 * the query builder cannot declare (it has no INCLUDE).
 */
export const timeEntryTotals = pgTable(
  'time_entry_totals',
  {
    personId: uuid().notNull(),
    weekStart: date({ mode: 'string' }).notNull(),
    projectId: uuid(),
    isTangible: boolean().notNull(),
    isActive: boolean().notNull(),
    seconds: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    unique('time_entry_totals_key')
      .on(t.personId, t.weekStart, t.projectId, t.isTangible, t.isActive)
      .nullsNotDistinct(),
  ],
);

/**
 * The answer of a `POST /api/TimeEntry` sent with an `Idempotency-Key`, kept for a day: a retry with
 * the same key and body answers it again instead of logging the time twice. The key is written in
 * the entry's own transaction, so a concurrent retry waits on it and then reads the answer.
 */
export const timeEntryRequestKeys = pgTable(
  'time_entry_request_keys',
  {
    callerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** A digest of the request's body: the same key with another body is refused. */
    fingerprint: text().notNull(),
    answer: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.callerId, t.key] }),
    index('time_entry_request_keys_created_at_idx').on(t.createdAt),
  ],
);

/** The same-day edits of tangible time that count toward the edit limit (server-rules 3). */
export const timeEntryEdits = pgTable(
  'time_entry_edits',
  {
    id: uuid().primaryKey().defaultRandom(),
    personId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    editedAt: timestamp({ withTimezone: true }).notNull(),
    initialSeconds: integer().notNull(),
    newSeconds: integer().notNull(),
    originalDateOfWork: date({ mode: 'string' }).notNull(),
    finalDateOfWork: date({ mode: 'string' }).notNull(),
  },
  (t) => [index('time_entry_edits_person_id_edited_at_idx').on(t.personId, t.editedAt)],
);
