import { z } from 'zod';

/** One run of a scheduled job: a period, claimed once, with how far it came and what it wrote. */
export const jobRunJson = z.object({
  job: z.string(),
  period: z.string(),
  status: z.enum(['running', 'succeeded', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  heartbeatAt: z.string(),
  attempts: z.number(),
  progressDone: z.number(),
  progressTotal: z.number().nullable(),
  counts: z.record(z.string(), z.number()),
  error: z.string().nullable(),
});
export type JobRunJson = z.infer<typeof jobRunJson>;

export const scheduledJobJson = z.object({
  name: z.string(),
  description: z.string(),
  /** Read in Pacific time. */
  cron: z.string(),
  /** A period of it can be run again. */
  resumable: z.boolean(),
  nextRunAt: z.string().nullable(),
  runs: z.array(jobRunJson),
});
export type ScheduledJobJson = z.infer<typeof scheduledJobJson>;

/** A period as `job_runs` names it: the firing's Pacific day, or its minute for a job that fires more often. */
export const rerunJobInput = z.object({
  period: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/, 'Please give the period as YYYY-MM-DD.'),
});
