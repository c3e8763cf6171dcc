import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the scheduled jobs' endpoints beyond the common ones. */
export const JOBS_ERRORS = {
  JOB_NOT_FOUND: 404,
  JOB_NOT_RERUNNABLE: 400,
  JOB_PERIOD_INVALID: 400,
  JOB_PERIOD_IN_FUTURE: 400,
  JOB_RUNNING: 409,
} as const satisfies ErrorStatuses;
export type JobsErrorCode = keyof typeof JOBS_ERRORS;

export const jobsMessages = {
  jobNotFound: 'There is no scheduled job of that name.',
  notRerunnable: 'This job cannot be run again: what it does would happen twice.',
  periodInvalid: 'The job does not run on that date.',
  periodInFuture: 'That run has not come yet.',
  running: 'That run is still under way.',
  rerunStarted: 'The run has started.',
} as const;

/** What each count a run records means, for the Jobs page; a count without a label shows its name. */
export const JOB_COUNT_LABELS: Record<string, string> = {
  people: 'people done',
  blueSquares: 'blue squares given',
  newcomerNotices: 'newcomers spared',
  badges: 'badges given',
  timeOffEnded: 'ended time off removed',
  blueSquaresRetired: 'blue squares retired',
  summariesEmails: 'summaries e-mails',
  followUps: 'follow-up e-mails',
  reactivated: 'reactivated',
  noticesSent: 'final-day notices',
  separated: 'separated',
  auditEventsRemoved: 'audit events removed',
};
