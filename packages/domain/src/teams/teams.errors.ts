/** Every refusal of the teams endpoints beyond the common ones. */
export const TEAMS_ERROR_CODES = [
  'TEAM_NOT_FOUND',
  'TEAM_NAME_TAKEN',
  'USER_NOT_FOUND',
  'NOT_A_MEMBER',
  'ALREADY_A_MEMBER',
  'VISIBILITY_FIXED',
] as const;
export type TeamsErrorCode = (typeof TEAMS_ERROR_CODES)[number];
