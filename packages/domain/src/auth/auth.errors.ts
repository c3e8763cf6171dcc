/** Every refusal of the sign-in and password endpoints beyond the common ones. */
export const AUTH_ERROR_CODES = [
  'USERNAME_NOT_FOUND',
  'ACCOUNT_INACTIVE',
  'INVALID_PASSWORD',
  'USER_NOT_FOUND',
  'NOT_YOUR_PASSWORD',
  'PASSWORDS_DIFFER',
  'PASSWORD_UNCHANGED',
  'WEAK_PASSWORD',
  'INCORRECT_PASSWORD',
  'INVALID_RESET_TOKEN',
  'DEFAULT_PASSWORD_REUSED',
  'NO_VALID_USER',
  'RATE_LIMITED',
  'PORTAL_EMAIL_MISMATCH',
  'PORTAL_PASSWORD_MISMATCH',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
