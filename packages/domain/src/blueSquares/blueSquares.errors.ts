import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the blue-square endpoints beyond the common ones. */
export const BLUE_SQUARES_ERRORS = {
  USER_NOT_FOUND: 404,
  BLUE_SQUARE_NOT_FOUND: 404,
  REASON_DATE_IN_PAST: 400,
  REASON_TAKEN: 409,
  REASON_NOT_FOUND: 404,
  EMAIL_COPY_PERSON_NOT_FOUND: 400,
  EMAIL_COPY_TAKEN: 409,
  EMAIL_COPY_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type BlueSquaresErrorCode = keyof typeof BLUE_SQUARES_ERRORS;
