import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the warning tracker endpoints beyond the common ones. */
export const WARNINGS_ERRORS = {
  USER_NOT_FOUND: 404,
  WARNING_NOT_FOUND: 404,
  WARNING_DESCRIPTION_NOT_FOUND: 404,
  WARNING_DESCRIPTION_EXISTS: 400,
  WARNING_DESCRIPTION_PERMANENT: 409,
  WARNING_LIMIT_REACHED: 422,
} as const satisfies ErrorStatuses;
export type WarningsErrorCode = keyof typeof WARNINGS_ERRORS;
