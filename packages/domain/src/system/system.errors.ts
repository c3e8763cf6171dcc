import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the health endpoints beyond the common ones. */
export const SYSTEM_ERRORS = {
  NOT_READY: 503,
} as const satisfies ErrorStatuses;
export type SystemErrorCode = keyof typeof SYSTEM_ERRORS;
