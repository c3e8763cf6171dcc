import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the header message endpoints beyond the common ones. */
export const OWNER_MESSAGE_ERRORS = {
  FILE_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type OwnerMessageErrorCode = keyof typeof OWNER_MESSAGE_ERRORS;
