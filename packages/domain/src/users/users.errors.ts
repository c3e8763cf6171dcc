import type { ErrorStatuses } from '../contracts/endpoint';
/**
 * Every refusal of the profile endpoints beyond the common ones. A profile save that names teams or
 * projects is refused by those features when one does not exist.
 */
export const USERS_ERRORS = {
  // An id in the request that names nobody: the original answers 400 `{error:'This is not a valid user'}`
  // (api-paths C, GET /api/userprofile/{id}), against the usual 404.
  NOT_A_VALID_USER: 400,
  FIELD_FORBIDDEN: 403,
  STALE_WRITE: 409,
  // As the original's profile creation answers a taken e-mail (server-rules 8).
  EMAIL_TAKEN: 400,
  PICTURE_TYPE_NOT_PERMITTED: 415,
  PICTURE_TOO_LARGE: 413,
  TEAM_NOT_FOUND: 404,
  PROJECT_NOT_FOUND: 404,
  PICTURE_NOT_SUGGESTED: 400,
} as const satisfies ErrorStatuses;
export type UsersErrorCode = keyof typeof USERS_ERRORS;
