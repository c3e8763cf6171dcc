import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the weekly summaries' endpoints beyond the common ones. */
export const WEEKLY_SUMMARIES_ERRORS = {
  USER_INACTIVE: 400,
  NO_SUMMARY_TO_MOVE: 400,
  SUMMARY_WEEK_TAKEN: 409,
} as const satisfies ErrorStatuses;
export type WeeklySummariesErrorCode = keyof typeof WEEKLY_SUMMARIES_ERRORS;
