import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the dashboard's endpoints beyond the common ones. */
export const DASHBOARD_ERRORS = {
  USER_NOT_FOUND: 404,
  USER_INACTIVE: 400,
  TEAM_FILTER_FORBIDDEN: 403,
  MOUSEOVER_TEXT_EXISTS: 409,
  MOUSEOVER_TEXT_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type DashboardErrorCode = keyof typeof DASHBOARD_ERRORS;

export const dashboardMessages = {
  userNotFound: 'This user does not exist.',
  teamFilterForbidden: 'Only Owners and Administrators filter the leaderboard by team.',
  userInactive: 'This user is not active: the leaderboard shows the week of active people only.',
} as const;
