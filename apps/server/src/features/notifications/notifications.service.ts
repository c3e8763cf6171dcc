import { isUuid } from '@hgn/domain/ids';
import {
  sendNotificationMessages,
  type NotificationJson,
  type NotificationPage,
  type notificationInput,
} from '@hgn/domain/notifications';
import type { Actor } from '@hgn/domain/permissions';
import { textOfSummary } from '@hgn/domain/weeklySummaries';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { presentNotification } from './notifications.present.js';
import { createNotificationsRepo } from './notifications.repo.js';

const recipientNotFound = () => notFound('The recipient', 'RECIPIENT_NOT_FOUND');
const notificationNotFound = () => notFound('The notification', 'NOTIFICATION_NOT_FOUND');
const emptyMessage = () =>
  new AppError({
    code: 'VALIDATION_FAILED',
    field: 'message',
    message: sendNotificationMessages.messageRequired,
  });

/** A notification the system sends: its recipient, who signs it (null when no one can) and its HTML. */
export type SystemNotification = { recipientId: string; senderId: string | null; message: string };

export function createNotificationsService({ db, clock }: FeatureDeps) {
  const repo = createNotificationsRepo(db);

  return {
    /**
     * An Owner's or Administrator's message to an active person. Only formatting and links are kept
     * of the HTML; a message with no text left is refused.
     */
    async send(sender: Actor, input: z.output<typeof notificationInput>): Promise<NotificationJson> {
      const message = sanitizeRichText(input.message, { pictures: false });
      if (textOfSummary(message) === '') throw emptyMessage();
      if (!isUuid(input.recipient)) throw recipientNotFound();
      const recipientId = input.recipient.toLowerCase();
      const row = await db.transaction(async (tx) => {
        if (!(await createNotificationsRepo(tx).isActiveUser(recipientId))) throw recipientNotFound();
        return createNotificationsRepo(tx).insert({ recipientId, senderId: sender.userId, message });
      });
      return presentNotification(row);
    },

    /** Writes a system notification inside the caller's transaction; its HTML is the system's own. */
    sendWithin: async (tx: DbOrTransaction, notification: SystemNotification): Promise<void> => {
      await createNotificationsRepo(tx).insert({ ...notification, isSystemGenerated: true });
    },

    /** A page of the person's unread notifications, newest first; an id that names no one has none. */
    unreadOf: async (userId: string, page: NotificationPage): Promise<NotificationJson[]> =>
      isUuid(userId) ? (await repo.unreadOf(userId.toLowerCase(), page)).map(presentNotification) : [],

    /** A page of every notification of the person, newest first. */
    allOf: async (userId: string, page: NotificationPage): Promise<NotificationJson[]> =>
      isUuid(userId) ? (await repo.allOf(userId.toLowerCase(), page)).map(presentNotification) : [],

    /** For the mark-read guard: the recipient, or undefined when there is no such notification. */
    recipientOf: async (id: string | undefined) =>
      isUuid(id) ? repo.recipientOf(id.toLowerCase()) : undefined,

    /** The guard has let only the recipient through. */
    async markRead(id: string): Promise<NotificationJson> {
      if (!isUuid(id)) throw notificationNotFound();
      const row = await repo.markRead(id.toLowerCase(), clock.now());
      if (!row) throw notificationNotFound();
      return presentNotification(row);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
