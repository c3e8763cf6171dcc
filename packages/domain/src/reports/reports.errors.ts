import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the reports' endpoints beyond the common ones. */
export const REPORTS_ERRORS = {
  USER_NOT_FOUND: 404,
  PROJECT_NOT_FOUND: 404,
  TEAM_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type ReportsErrorCode = keyof typeof REPORTS_ERRORS;
