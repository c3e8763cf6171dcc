/** Every refusal of the weekly summaries' endpoints beyond the common ones. */
export const WEEKLY_SUMMARIES_ERROR_CODES = [
  'USER_NOT_FOUND',
  'USER_INACTIVE',
  'NO_SUMMARY_TO_MOVE',
  'SUMMARY_WEEK_TAKEN',
] as const;
export type WeeklySummariesErrorCode = (typeof WEEKLY_SUMMARIES_ERROR_CODES)[number];
