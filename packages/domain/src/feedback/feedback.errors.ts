/** Every refusal of the suggestion, bug report and AI prompt endpoints beyond the common ones. */
export const FEEDBACK_ERROR_CODES = [
  'SUGGESTION_OPTION_EXISTS',
  'SUGGESTION_OPTION_NOT_FOUND',
  'NO_LANGUAGE_MODEL',
] as const;
export type FeedbackErrorCode = (typeof FEEDBACK_ERROR_CODES)[number];
