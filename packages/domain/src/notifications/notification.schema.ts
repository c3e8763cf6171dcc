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
