/** Every refusal of the map endpoints beyond the common ones. */
export const MAP_LOCATIONS_ERROR_CODES = ['MAP_PERSON_NOT_FOUND', 'STALE_WRITE'] as const;
export type MapLocationsErrorCode = (typeof MAP_LOCATIONS_ERROR_CODES)[number];
