/** Every refusal of the user management endpoints beyond the common ones. */
export const USER_MANAGEMENT_ERROR_CODES = [
  'USER_NOT_FOUND',
  'EMAIL_TAKEN',
  'NAME_TAKEN',
  'FIELD_FORBIDDEN',
] as const;
export type UserManagementErrorCode = (typeof USER_MANAGEMENT_ERROR_CODES)[number];
