/** Every refusal of the warning tracker endpoints beyond the common ones. */
export const WARNINGS_ERROR_CODES = [
  'USER_NOT_FOUND',
  'WARNING_NOT_FOUND',
  'WARNING_DESCRIPTION_NOT_FOUND',
  'WARNING_DESCRIPTION_EXISTS',
  'WARNING_DESCRIPTION_PERMANENT',
  'WARNING_LIMIT_REACHED',
] as const;
export type WarningsErrorCode = (typeof WARNINGS_ERROR_CODES)[number];
