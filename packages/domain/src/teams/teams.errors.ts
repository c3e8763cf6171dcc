import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the teams endpoints beyond the common ones. */
export const TEAMS_ERRORS = {
  TEAM_NOT_FOUND: 404,
  // The original refuses a duplicate team name with 403 (server-rules 8).
  TEAM_NAME_TAKEN: 403,
  USER_NOT_FOUND: 404,
  NOT_A_MEMBER: 404,
  ALREADY_A_MEMBER: 400,
  VISIBILITY_FIXED: 403,
} as const satisfies ErrorStatuses;
export type TeamsErrorCode = keyof typeof TEAMS_ERRORS;
