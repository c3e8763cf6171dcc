/** Every refusal of the blue-square endpoints beyond the common ones. */
export const BLUE_SQUARES_ERROR_CODES = [
  'USER_NOT_FOUND',
  'BLUE_SQUARE_NOT_FOUND',
  'REASON_DATE_IN_PAST',
  'REASON_TAKEN',
  'REASON_NOT_FOUND',
  'EMAIL_COPY_PERSON_NOT_FOUND',
  'EMAIL_COPY_TAKEN',
  'EMAIL_COPY_NOT_FOUND',
] as const;
export type BlueSquaresErrorCode = (typeof BLUE_SQUARES_ERROR_CODES)[number];
