/** Every refusal of the health endpoints beyond the common ones. */
export const SYSTEM_ERROR_CODES = ['NOT_READY'] as const;
export type SystemErrorCode = (typeof SYSTEM_ERROR_CODES)[number];
