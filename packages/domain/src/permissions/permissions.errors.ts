import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the role, preset, per-user permission and change log endpoints beyond the common ones. */
export const PERMISSIONS_ERRORS = {
  ROLE_NOT_FOUND: 404,
  ROLE_NAME_TAKEN: 409,
  ROLE_UNDELETABLE: 400,
  PRESET_NOT_FOUND: 404,
  PRESET_NAME_TAKEN: 409,
  PRESET_RESERVED: 400,
  USER_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type PermissionsErrorCode = keyof typeof PERMISSIONS_ERRORS;
