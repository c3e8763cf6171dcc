import { jobsMessages, type JobRunJson, type ScheduledJobJson } from '@hgn/domain/jobs';
import { AppError } from '../../platform/http/app-error.js';
import type { JobRunRow } from '../../platform/jobs/job-runs.table.js';
import type { RerunRefusal, Scheduler } from '../../platform/jobs/scheduler.js';

/** The runs the Jobs page lists per job. */
const RUNS_PER_JOB = 10;

const refusals: Record<RerunRefusal, () => AppError> = {
  unknownJob: () => new AppError({ code: 'JOB_NOT_FOUND', message: jobsMessages.jobNotFound }),
  notResumable: () => new AppError({ code: 'JOB_NOT_RERUNNABLE', message: jobsMessages.notRerunnable }),
  notAFiring: () =>
    new AppError({
      code: 'JOB_PERIOD_INVALID',
      field: 'period',
      message: jobsMessages.periodInvalid,
    }),
  inFuture: () =>
    new AppError({
      code: 'JOB_PERIOD_IN_FUTURE',
      field: 'period',
      message: jobsMessages.periodInFuture,
    }),
  running: () => new AppError({ code: 'JOB_RUNNING', message: jobsMessages.running }),
};

const presentRun = (row: JobRunRow): JobRunJson => ({
  job: row.job,
  period: row.period,
  status: row.status,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  heartbeatAt: row.heartbeatAt.toISOString(),
  attempts: row.attempts,
  progressDone: row.progressDone,
  progressTotal: row.progressTotal,
  counts: row.counts,
  error: row.error,
});

/** The Owner's view of the scheduled jobs (the Jobs page) and their re-runs. */
export function createJobsService(scheduler: Scheduler) {
  return {
    list: async (): Promise<ScheduledJobJson[]> =>
      (await scheduler.list(RUNS_PER_JOB)).map((job) => ({
        ...job,
        nextRunAt: job.nextRunAt?.toISOString() ?? null,
        runs: job.runs.map(presentRun),
      })),

    /** Starts the run and answers with its row as claimed; the run goes on after the answer. */
    rerun: async (jobName: string, period: string): Promise<JobRunJson> => {
      const started = await scheduler.rerun(jobName, period);
      if ('refused' in started) throw refusals[started.refused]();
      return presentRun(started.run);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
