import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the location lookup beyond the common ones. */
export const LOCATIONS_ERRORS = {
  LOCATION_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type LocationsErrorCode = keyof typeof LOCATIONS_ERRORS;
