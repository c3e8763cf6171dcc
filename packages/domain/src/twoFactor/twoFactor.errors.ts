import type { ErrorStatuses } from '../contracts/endpoint';

/**
 * Every refusal of the second factor's endpoints beyond the common ones. A wrong code while the
 * caller is signed in (turning it on or off) is a bad request (400); a wrong code or a dead challenge
 * at the sign-in's second step is 401, as nobody is signed in yet (`AUTH_ERRORS`).
 */
export const TWO_FACTOR_ERRORS = {
  TWO_FACTOR_ALREADY_ENABLED: 409,
  TWO_FACTOR_NOT_SET_UP: 400,
  TWO_FACTOR_NOT_ENABLED: 400,
  INVALID_TWO_FACTOR_CODE: 400,
  INCORRECT_PASSWORD: 400,
  UNKNOWN_ROLE: 400,
  USER_NOT_FOUND: 404,
  RATE_LIMITED: 429,
} as const satisfies ErrorStatuses;
export type TwoFactorErrorCode = keyof typeof TWO_FACTOR_ERRORS;
