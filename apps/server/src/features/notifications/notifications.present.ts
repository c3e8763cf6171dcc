import type { NotificationJson } from '@hgn/domain/notifications';
import type { NotificationRow } from './notifications.repo.js';

export const presentNotification = (row: NotificationRow): NotificationJson => ({
  _id: row.id,
  message: row.message,
  sender: row.sender,
  recipient: row.recipientId,
  isSystemGenerated: row.isSystemGenerated,
  isRead: row.isRead,
  createdTimeStamps: row.createdAt.toISOString(),
});
