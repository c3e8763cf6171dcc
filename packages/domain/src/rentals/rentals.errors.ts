import type { ErrorStatuses } from '../contracts/endpoint';
/** The refusals of the rental accounts' endpoints beyond the common ones. */
export const RENTALS_ERRORS = {
  RENTAL_EMAIL_TAKEN: 409,
  RENTAL_SIGN_IN_FAILED: 401,
  RENTAL_SESSION_REQUIRED: 401,
  RATE_LIMITED: 429,
} as const satisfies ErrorStatuses;
export type RentalsErrorCode = keyof typeof RENTALS_ERRORS;
