import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { NotificationPage } from '@hgn/domain/notifications';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { notifications } from './notifications.table.js';

export type NotificationValues = typeof notifications.$inferInsert;
export type SenderRow = { firstName: string; lastName: string };
export type NotificationRow = typeof notifications.$inferSelect & { sender: SenderRow | null };

export function createNotificationsRepo(db: DbOrTransaction) {
  /**
   * Notifications with their senders' names (null when the sender's account is gone), newest first;
   * a page of them when one is named.
   */
  const withSenders = async (where: SQL | undefined, page?: NotificationPage): Promise<NotificationRow[]> =>
    (
      await db
        .select({ notification: notifications, firstName: users.firstName, lastName: users.lastName })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.senderId))
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(page?.limit ?? Number.MAX_SAFE_INTEGER)
        .offset(page ? (page.page - 1) * page.limit : 0)
    ).map(({ notification, firstName, lastName }) => ({
      ...notification,
      sender: firstName === null || lastName === null ? null : { firstName, lastName },
    }));

  return {
    /** Whether the id names an active account, kept so until the transaction ends. */
    isActiveUser: async (userId: string): Promise<boolean> =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.isActive, true)))
          .for('share')
      ).length > 0,

    insert: async (values: NotificationValues): Promise<NotificationRow> => {
      const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
      const [inserted] = await withSenders(eq(notifications.id, row!.id));
      return inserted!;
    },

    unreadOf: (recipientId: string, page: NotificationPage) =>
      withSenders(and(eq(notifications.recipientId, recipientId), eq(notifications.isRead, false)), page),

    allOf: (recipientId: string, page: NotificationPage) =>
      withSenders(eq(notifications.recipientId, recipientId), page),

    recipientOf: async (id: string): Promise<string | undefined> => {
      const [row] = await db
        .select({ recipientId: notifications.recipientId })
        .from(notifications)
        .where(eq(notifications.id, id));
      return row?.recipientId;
    },

    /** Marks it read; marking it again keeps the time of the first. */
    markRead: async (id: string, at: Date): Promise<NotificationRow | undefined> => {
      const [row] = await db
        .update(notifications)
        .set({
          isRead: true,
          readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(notifications.id, id))
        .returning({ id: notifications.id });
      if (!row) return undefined;
      const [read] = await withSenders(eq(notifications.id, row.id));
      return read;
    },
  };
}
