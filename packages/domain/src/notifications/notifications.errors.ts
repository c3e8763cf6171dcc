/** Every refusal of the notification endpoints beyond the common ones. */
export const NOTIFICATIONS_ERROR_CODES = ['RECIPIENT_NOT_FOUND', 'NOTIFICATION_NOT_FOUND'] as const;
export type NotificationsErrorCode = (typeof NOTIFICATIONS_ERROR_CODES)[number];
