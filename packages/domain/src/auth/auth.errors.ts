import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the sign-in and password endpoints beyond the common ones. */
export const AUTH_ERRORS = {
  // The original sign-in answers an unknown address and an inactive account with 403, a wrong
  // password with 404 (server-rules 1).
  USERNAME_NOT_FOUND: 403,
  ACCOUNT_INACTIVE: 403,
  INVALID_PASSWORD: 404,
  USER_NOT_FOUND: 404,
  // The original refreshToken answers an unknown user with 403 `User does not exist`.
  USER_DOES_NOT_EXIST: 403,
  NOT_YOUR_PASSWORD: 403,
  PASSWORDS_DIFFER: 400,
  PASSWORD_UNCHANGED: 400,
  WEAK_PASSWORD: 400,
  INCORRECT_PASSWORD: 400,
  INVALID_RESET_TOKEN: 403,
  DEFAULT_PASSWORD_REUSED: 400,
  NO_VALID_USER: 400,
  RATE_LIMITED: 429,
  // The original building-portal sign-in answers both mismatches with 422.
  PORTAL_EMAIL_MISMATCH: 422,
  PORTAL_PASSWORD_MISMATCH: 422,
  // The sign-in's second step: nobody is signed in yet, so a wrong code and a dead challenge are 401.
  TWO_FACTOR_CODE_REJECTED: 401,
  TWO_FACTOR_CHALLENGE_DEAD: 401,
} as const satisfies ErrorStatuses;
export type AuthErrorCode = keyof typeof AUTH_ERRORS;
