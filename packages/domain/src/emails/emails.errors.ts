import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the e-mail outbox endpoints beyond the common ones. */
export const EMAILS_ERRORS = {
  EMAIL_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type EmailsErrorCode = keyof typeof EMAILS_ERRORS;
