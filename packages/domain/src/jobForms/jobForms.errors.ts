/** Every refusal of the job form endpoints beyond the common ones. */
export const JOB_FORMS_ERROR_CODES = ['JOB_FORM_NOT_FOUND', 'INVALID_ANSWER', 'JOB_NOT_FOUND'] as const;
export type JobFormsErrorCode = (typeof JOB_FORMS_ERROR_CODES)[number];
