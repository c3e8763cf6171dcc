/** Every refusal of the time-off endpoints beyond the common ones. */
export const TIME_OFF_ERROR_CODES = [
  'USER_NOT_FOUND',
  'TIME_OFF_REQUEST_NOT_FOUND',
  'TIME_OFF_END_BEFORE_START',
  'TIME_OFF_START_IN_PAST',
  'TIME_OFF_OVERLAP',
] as const;
export type TimeOffErrorCode = (typeof TIME_OFF_ERROR_CODES)[number];
