/** Every refusal of the reports' endpoints beyond the common ones. */
export const REPORTS_ERROR_CODES = ['USER_NOT_FOUND', 'PROJECT_NOT_FOUND', 'TEAM_NOT_FOUND'] as const;
export type ReportsErrorCode = (typeof REPORTS_ERROR_CODES)[number];
