import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the team tasks endpoint beyond the common ones. */
export const TEAM_TASKS_ERRORS = {
  USER_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type TeamTasksErrorCode = keyof typeof TEAM_TASKS_ERRORS;

export const teamTasksMessages = {
  userNotFound: 'This user does not exist.',
} as const;
