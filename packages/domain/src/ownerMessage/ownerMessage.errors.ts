/** Every refusal of the header message endpoints beyond the common ones. */
export const OWNER_MESSAGE_ERROR_CODES = ['FILE_NOT_FOUND'] as const;
export type OwnerMessageErrorCode = (typeof OWNER_MESSAGE_ERROR_CODES)[number];
