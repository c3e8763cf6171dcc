// Every endpoint of notifications, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { notificationInput, notificationPageQuery } from './notification.schema';
import { notificationJson } from './notificationJson';
import type { NotificationsErrorCode } from './notifications.errors';
import { canSendNotifications, mayMarkNotificationRead, mayReadNotificationsOf } from './policies';

const refusals = errorCodes<NotificationsErrorCode>();
const reader = guard.policy('notificationReader', mayReadNotificationsOf);
const userParams = z.object({ userId: z.string().max(100) });

export const notificationsContract = {
  /** The message is sanitised on the server; the sender is the caller. */
  send: defineContract({
    method: 'POST',
    path: '/notification',
    guard: guard.policy('notificationSender', canSendNotifications),
    errors: refusals('RECIPIENT_NOT_FOUND'),
    body: notificationInput,
    status: 201,
    response: notificationJson,
  }),
  /** The person's unread notifications, newest first, a page at a time. */
  unread: defineContract({
    method: 'GET',
    path: '/notification/unread/user/:userId',
    guard: reader,
    errors: refusals(),
    params: userParams,
    query: notificationPageQuery,
    response: z.array(notificationJson),
  }),
  /** Every notification of the person, read or not, newest first, a page at a time. */
  ofUser: defineContract({
    method: 'GET',
    path: '/notification/user/:userId',
    guard: reader,
    errors: refusals(),
    params: userParams,
    query: notificationPageQuery,
    response: z.array(notificationJson),
  }),
  /** Marking a notification read again changes nothing. */
  markRead: defineContract({
    method: 'POST',
    path: '/notification/markRead/:notificationId',
    guard: guard.policy('notificationRecipient', mayMarkNotificationRead),
    errors: refusals('NOTIFICATION_NOT_FOUND'),
    params: z.object({ notificationId: z.string().max(100) }),
    response: notificationJson,
  }),
};
