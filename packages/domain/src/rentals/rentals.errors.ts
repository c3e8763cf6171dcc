/** The refusals of the rental accounts' endpoints beyond the common ones. */
export const RENTALS_ERROR_CODES = [
  'RENTAL_EMAIL_TAKEN',
  'RENTAL_SIGN_IN_FAILED',
  'RENTAL_SESSION_REQUIRED',
  'RATE_LIMITED',
] as const;
export type RentalsErrorCode = (typeof RENTALS_ERROR_CODES)[number];
