import { z } from 'zod';
import { boundedText, TEXT_MAX } from '../limits';

/** The longest message, in characters of HTML as sent. */
export const NOTIFICATION_MESSAGE_MAX = TEXT_MAX.freeText;

export const sendNotificationMessages = {
  messageRequired: 'Please enter a message.',
  recipientRequired: 'Please choose who receives the notification.',
  sent: 'Notification sent.',
  failed: 'The notification could not be sent. Please try again.',
} as const;

/** `POST /notification`: the message (HTML; links are kept) and the id of the person it is for. */
export const notificationInput = z.object({
  message: boundedText(NOTIFICATION_MESSAGE_MAX, sendNotificationMessages.messageRequired)
    .trim()
    .min(1, sendNotificationMessages.messageRequired),
  recipient: boundedText(TEXT_MAX.token, sendNotificationMessages.recipientRequired)
    .trim()
    .min(1, sendNotificationMessages.recipientRequired),
});
export type NotificationInput = z.input<typeof notificationInput>;

/** The most notifications one answer holds; older ones are on later pages. */
export const NOTIFICATION_PAGE_MAX = 200;

/** `?page=&limit=` of a person's notifications, newest first: the first 200 unless asked otherwise. */
export const notificationPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(NOTIFICATION_PAGE_MAX),
});
export type NotificationPage = z.output<typeof notificationPageQuery>;
