import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the user management endpoints beyond the common ones. */
export const USER_MANAGEMENT_ERRORS = {
  USER_NOT_FOUND: 404,
  // The original answers a duplicate e-mail or full name with 400 `{type}` (server-rules 8).
  EMAIL_TAKEN: 400,
  NAME_TAKEN: 400,
  FIELD_FORBIDDEN: 403,
} as const satisfies ErrorStatuses;
export type UserManagementErrorCode = keyof typeof USER_MANAGEMENT_ERRORS;
