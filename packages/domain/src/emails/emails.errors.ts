/** Every refusal of the e-mail outbox endpoints beyond the common ones. */
export const EMAILS_ERROR_CODES = ['EMAIL_NOT_FOUND'] as const;
export type EmailsErrorCode = (typeof EMAILS_ERROR_CODES)[number];
