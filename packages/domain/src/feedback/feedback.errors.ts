import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the suggestion, bug report and AI prompt endpoints beyond the common ones. */
export const FEEDBACK_ERRORS = {
  SUGGESTION_OPTION_EXISTS: 409,
  SUGGESTION_OPTION_NOT_FOUND: 404,
  NO_LANGUAGE_MODEL: 501,
} as const satisfies ErrorStatuses;
export type FeedbackErrorCode = keyof typeof FEEDBACK_ERRORS;
