import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the info pop-up endpoints beyond the common ones. */
export const INFO_COLLECTIONS_ERRORS = {
  // The original answers a duplicate info name with 400 (server-rules 8).
  INFO_NAME_TAKEN: 400,
  INFO_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type InfoCollectionsErrorCode = keyof typeof INFO_COLLECTIONS_ERRORS;
