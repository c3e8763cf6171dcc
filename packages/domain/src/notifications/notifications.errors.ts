import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the notification endpoints beyond the common ones. */
export const NOTIFICATIONS_ERRORS = {
  RECIPIENT_NOT_FOUND: 404,
  NOTIFICATION_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type NotificationsErrorCode = keyof typeof NOTIFICATIONS_ERRORS;
