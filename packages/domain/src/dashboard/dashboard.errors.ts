/** Every refusal of the dashboard's endpoints beyond the common ones. */
export const DASHBOARD_ERROR_CODES = [
  'USER_NOT_FOUND',
  'USER_INACTIVE',
  'MOUSEOVER_TEXT_EXISTS',
  'MOUSEOVER_TEXT_NOT_FOUND',
] as const;
export type DashboardErrorCode = (typeof DASHBOARD_ERROR_CODES)[number];

export const dashboardMessages = {
  userNotFound: 'This user does not exist.',
  userInactive: 'This user is not active: the leaderboard shows the week of active people only.',
} as const;
