import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the task change notice endpoints beyond the common ones. */
export const TASK_NOTIFICATIONS_ERRORS = {
  TASK_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  TASK_NOTIFICATION_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type TaskNotificationsErrorCode = keyof typeof TASK_NOTIFICATIONS_ERRORS;
