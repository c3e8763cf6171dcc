/** Every refusal of the job listing and job notification list endpoints beyond the common ones. */
export const JOB_LISTINGS_ERROR_CODES = [
  'JOB_NOT_FOUND',
  'JOB_PICTURE_NOT_FOUND',
  'JOB_CATEGORY_NOT_FOUND',
  'CC_ENTRY_NOT_FOUND',
  'CC_EMAIL_EXISTS',
] as const;
export type JobListingsErrorCode = (typeof JOB_LISTINGS_ERROR_CODES)[number];
