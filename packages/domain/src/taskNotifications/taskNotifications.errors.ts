/** Every refusal of the task change notice endpoints beyond the common ones. */
export const TASK_NOTIFICATIONS_ERROR_CODES = [
  'TASK_NOT_FOUND',
  'USER_NOT_FOUND',
  'TASK_NOTIFICATION_NOT_FOUND',
] as const;
export type TaskNotificationsErrorCode = (typeof TASK_NOTIFICATIONS_ERROR_CODES)[number];
