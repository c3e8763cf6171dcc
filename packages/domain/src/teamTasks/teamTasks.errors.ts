/** Every refusal of the team tasks endpoint beyond the common ones. */
export const TEAM_TASKS_ERROR_CODES = ['USER_NOT_FOUND'] as const;
export type TeamTasksErrorCode = (typeof TEAM_TASKS_ERROR_CODES)[number];

export const teamTasksMessages = {
  userNotFound: 'This user does not exist.',
} as const;
