/** Every refusal of the time entry endpoints beyond the common ones. */
export const TIME_ENTRIES_ERROR_CODES = [
  'USER_NOT_FOUND',
  'USER_DEACTIVATED',
  'TIME_ENTRY_NOT_FOUND',
  'PROJECT_NOT_FOUND',
  'TASK_NOT_FOUND',
  'WBS_NOT_FOUND',
  'DATE_NOT_ALLOWED',
  'NOTHING_CHANGED',
  'TIMER_NOT_RUNNING',
  'IDEMPOTENCY_KEY_REUSED',
] as const;
export type TimeEntriesErrorCode = (typeof TIME_ENTRIES_ERROR_CODES)[number];
