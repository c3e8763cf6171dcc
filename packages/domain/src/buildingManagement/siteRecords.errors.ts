/** The refusals of the external team and site issue endpoints beyond the common ones. */
export const SITE_RECORDS_ERROR_CODES = ['BUILDING_PROJECT_NOT_FOUND', 'SITE_ISSUE_NOT_FOUND'] as const;
export type SiteRecordsErrorCode = (typeof SITE_RECORDS_ERROR_CODES)[number];
