import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the building-management endpoints beyond the common ones. */
export const BUILDING_MANAGEMENT_ERRORS = {
  BUILDING_PROJECT_NOT_FOUND: 404,
  BUILDING_PROJECT_NAME_TAKEN: 409,
  USER_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type BuildingManagementErrorCode = keyof typeof BUILDING_MANAGEMENT_ERRORS;
