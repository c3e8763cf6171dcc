import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the map endpoints beyond the common ones. */
export const MAP_LOCATIONS_ERRORS = {
  MAP_PERSON_NOT_FOUND: 404,
  STALE_WRITE: 409,
} as const satisfies ErrorStatuses;
export type MapLocationsErrorCode = keyof typeof MAP_LOCATIONS_ERRORS;
