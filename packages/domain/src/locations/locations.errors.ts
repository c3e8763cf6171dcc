/** Every refusal of the location lookup beyond the common ones. */
export const LOCATIONS_ERROR_CODES = ['LOCATION_NOT_FOUND'] as const;
export type LocationsErrorCode = (typeof LOCATIONS_ERROR_CODES)[number];
