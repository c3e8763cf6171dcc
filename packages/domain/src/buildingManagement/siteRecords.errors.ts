import type { ErrorStatuses } from '../contracts/endpoint';
/** The refusals of the external team and site issue endpoints beyond the common ones. */
export const SITE_RECORDS_ERRORS = {
  BUILDING_PROJECT_NOT_FOUND: 404,
  SITE_ISSUE_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type SiteRecordsErrorCode = keyof typeof SITE_RECORDS_ERRORS;
