/** Every refusal of the scheduled jobs' endpoints beyond the common ones. */
export const JOBS_ERROR_CODES = [
  'JOB_NOT_FOUND',
  'JOB_NOT_RERUNNABLE',
  'JOB_PERIOD_INVALID',
  'JOB_PERIOD_IN_FUTURE',
  'JOB_RUNNING',
] as const;
export type JobsErrorCode = (typeof JOBS_ERROR_CODES)[number];

export const jobsMessages = {
  jobNotFound: 'There is no scheduled job of that name.',
  notRerunnable: 'This job cannot be run again: what it does would happen twice.',
  periodInvalid: 'The job does not run on that date.',
  periodInFuture: 'That run has not come yet.',
  running: 'That run is still under way.',
  rerunStarted: 'The run has started.',
} as const;
