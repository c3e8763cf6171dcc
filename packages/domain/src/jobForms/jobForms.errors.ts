import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the job form endpoints beyond the common ones. */
export const JOB_FORMS_ERRORS = {
  JOB_FORM_NOT_FOUND: 404,
  INVALID_ANSWER: 400,
  JOB_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type JobFormsErrorCode = keyof typeof JOB_FORMS_ERRORS;
