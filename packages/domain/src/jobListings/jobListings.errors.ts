import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the job listing and job notification list endpoints beyond the common ones. */
export const JOB_LISTINGS_ERRORS = {
  JOB_NOT_FOUND: 404,
  JOB_PICTURE_NOT_FOUND: 404,
  JOB_CATEGORY_NOT_FOUND: 404,
  CC_ENTRY_NOT_FOUND: 404,
  CC_EMAIL_EXISTS: 409,
} as const satisfies ErrorStatuses;
export type JobListingsErrorCode = keyof typeof JOB_LISTINGS_ERRORS;
