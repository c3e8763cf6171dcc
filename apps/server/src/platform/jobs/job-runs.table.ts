import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);
