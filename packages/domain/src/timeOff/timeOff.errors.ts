import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the time-off endpoints beyond the common ones. */
export const TIME_OFF_ERRORS = {
  USER_NOT_FOUND: 404,
  TIME_OFF_REQUEST_NOT_FOUND: 404,
  TIME_OFF_END_BEFORE_START: 400,
  TIME_OFF_START_IN_PAST: 400,
  TIME_OFF_OVERLAP: 409,
} as const satisfies ErrorStatuses;
export type TimeOffErrorCode = keyof typeof TIME_OFF_ERRORS;
