/** Every refusal of the tasks endpoints beyond the common ones. */
export const TASKS_ERROR_CODES = ['USER_NOT_FOUND'] as const;
export type TasksErrorCode = (typeof TASKS_ERROR_CODES)[number];
