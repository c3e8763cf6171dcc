/** Every refusal of the info pop-up endpoints beyond the common ones. */
export const INFO_COLLECTIONS_ERROR_CODES = ['INFO_NAME_TAKEN', 'INFO_NOT_FOUND'] as const;
export type InfoCollectionsErrorCode = (typeof INFO_COLLECTIONS_ERROR_CODES)[number];
