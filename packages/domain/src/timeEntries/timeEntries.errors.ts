import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the time entry endpoints beyond the common ones. */
export const TIME_ENTRIES_ERRORS = {
  USER_NOT_FOUND: 404,
  USER_DEACTIVATED: 403,
  TIME_ENTRY_NOT_FOUND: 404,
  PROJECT_NOT_FOUND: 404,
  TASK_NOT_FOUND: 404,
  WBS_NOT_FOUND: 404,
  DATE_NOT_ALLOWED: 400,
  NOTHING_CHANGED: 400,
  TIMER_NOT_RUNNING: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
} as const satisfies ErrorStatuses;
export type TimeEntriesErrorCode = keyof typeof TIME_ENTRIES_ERRORS;
