/**
 * Every refusal of the profile endpoints beyond the common ones. A profile save that names teams or
 * projects is refused by those features when one does not exist.
 */
export const USERS_ERROR_CODES = [
  'USER_NOT_FOUND',
  'FIELD_FORBIDDEN',
  'STALE_WRITE',
  'EMAIL_TAKEN',
  'PICTURE_TYPE_NOT_PERMITTED',
  'PICTURE_TOO_LARGE',
  'TEAM_NOT_FOUND',
  'PROJECT_NOT_FOUND',
  'PICTURE_NOT_SUGGESTED',
] as const;
export type UsersErrorCode = (typeof USERS_ERROR_CODES)[number];
