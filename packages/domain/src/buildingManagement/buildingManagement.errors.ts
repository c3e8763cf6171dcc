/** Every refusal of the building-management endpoints beyond the common ones. */
export const BUILDING_MANAGEMENT_ERROR_CODES = [
  'BUILDING_PROJECT_NOT_FOUND',
  'BUILDING_PROJECT_NAME_TAKEN',
  'USER_NOT_FOUND',
  'FILE_NOT_FOUND',
] as const;
export type BuildingManagementErrorCode = (typeof BUILDING_MANAGEMENT_ERROR_CODES)[number];
