/** Every refusal of the role, preset, per-user permission and change log endpoints beyond the common ones. */
export const PERMISSIONS_ERROR_CODES = [
  'ROLE_NOT_FOUND',
  'ROLE_NAME_TAKEN',
  'ROLE_UNDELETABLE',
  'PRESET_NOT_FOUND',
  'PRESET_NAME_TAKEN',
  'PRESET_RESERVED',
  'USER_NOT_FOUND',
] as const;
export type PermissionsErrorCode = (typeof PERMISSIONS_ERROR_CODES)[number];
