import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Claiming (job, period) with its primary key makes a job run once per period across servers and restarts. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text().notNull(),
    period: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    status: text({ enum: ['running', 'succeeded', 'failed'] })
      .notNull()
      .default('running'),
    error: text(),
    /** 1 for the first run of the period; each resumption or re-run adds one. */
    attempts: integer().notNull().default(1),
    /** Renewed while the run is alive: a 'running' row whose heartbeat stopped belongs to a process that died. */
    heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** How far a run that works in batches has come, and what it wrote, by name. */
    progressDone: integer().notNull().default(0),
    progressTotal: integer(),
    counts: jsonb().$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

export type JobRunRow = typeof jobRuns.$inferSelect;
