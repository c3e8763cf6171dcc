// The scheduled jobs' endpoints, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { JobsErrorCode } from './jobs.errors';
import { jobRunJson, rerunJobInput, scheduledJobJson } from './jobRunJson';

const refusals = errorCodes<JobsErrorCode>();

export const jobsContract = {
  /** Each scheduled job with its latest runs, newest first. */
  list: defineContract({
    method: 'GET',
    path: '/jobruns',
    guard: guard.owner,
    errors: refusals(),
    response: z.array(scheduledJobJson),
  }),

  /**
   * Runs one period of a job again, named as `job_runs` names it (the date of the scheduled firing).
   * The run goes on in the background; what it already did for the period is not done twice.
   */
  rerun: defineContract({
    method: 'POST',
    path: '/jobruns/:jobName',
    guard: guard.owner,
    errors: refusals(
      'JOB_NOT_FOUND',
      'JOB_NOT_RERUNNABLE',
      'JOB_PERIOD_INVALID',
      'JOB_PERIOD_IN_FUTURE',
      'JOB_RUNNING',
    ),
    params: z.object({ jobName: z.string().max(100) }),
    body: rerunJobInput,
    status: 202,
    response: jobRunJson,
  }),
};
