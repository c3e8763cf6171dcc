import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { userWarnings, warningDescriptions } from './warnings.table.js';

export type WarningDescriptionRow = typeof warningDescriptions.$inferSelect;
export type UserWarningRow = {
  id: string;
  descriptionId: string;
  iconId: string;
  color: string;
  date: string;
  description: string;
  monitor: { firstName: string; lastName: string; email: string } | null;
};
export type WarningRecipient = { id: string; email: string; firstName: string; lastName: string };

const monitors = alias(users, 'monitors');

export function createWarningsRepo(db: DbOrTransaction) {
  return {
    listDescriptions: (): Promise<WarningDescriptionRow[]> =>
      db
        .select()
        .from(warningDescriptions)
        .orderBy(asc(warningDescriptions.displayOrder), asc(warningDescriptions.createdAt)),

    findDescription: async (id: string) =>
      (await db.select().from(warningDescriptions).where(eq(warningDescriptions.id, id)))[0],

    /** Locks the description against concurrent changes for the rest of the transaction. */
    lockDescription: async (id: string) =>
      (await db.select().from(warningDescriptions).where(eq(warningDescriptions.id, id)).for('update'))[0],

    /** Another description of the same title ignoring case. */
    titleTaken: async (title: string, exceptId?: string): Promise<boolean> =>
      (
        await db
          .select({ id: warningDescriptions.id })
          .from(warningDescriptions)
          .where(
            and(
              eq(sql`lower(${warningDescriptions.title})`, title.toLowerCase()),
              exceptId === undefined ? undefined : ne(warningDescriptions.id, exceptId),
            ),
          )
      ).length > 0,

    insertDescription: async (values: { title: string; isActive: boolean; isPermanent: boolean }) => {
      await db.insert(warningDescriptions).values({
        ...values,
        displayOrder: sql`(select coalesce(max(${warningDescriptions.displayOrder}), 0) + 1 from ${warningDescriptions})`,
      });
    },

    updateDescription: async (
      id: string,
      change: Partial<Pick<WarningDescriptionRow, 'title' | 'isActive' | 'isPermanent'>>,
    ) => {
      await db.update(warningDescriptions).set(change).where(eq(warningDescriptions.id, id));
    },

    deleteDescription: async (id: string) => {
      await db.delete(warningDescriptions).where(eq(warningDescriptions.id, id));
    },

    findActiveDescriptionByTitle: async (title: string) =>
      (
        await db
          .select()
          .from(warningDescriptions)
          .where(and(eq(warningDescriptions.title, title), eq(warningDescriptions.isActive, true)))
      )[0],

    /**
     * The person a warning is issued to, their row locked so that concurrent warnings of the same
     * person are counted one after the other.
     */
    lockRecipient: async (userId: string): Promise<WarningRecipient | undefined> =>
      (
        await db
          .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, userId))
          .for('update')
      )[0],

    userExists: async (userId: string): Promise<boolean> =>
      (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0,

    countOfUserAndDescription: async (
      userId: string,
      descriptionId: string,
      color?: string,
    ): Promise<number> =>
      (
        await db
          .select({ n: count() })
          .from(userWarnings)
          .where(
            and(
              eq(userWarnings.userId, userId),
              eq(userWarnings.descriptionId, descriptionId),
              color === undefined ? undefined : eq(userWarnings.color, color),
            ),
          )
      )[0]?.n ?? 0,

    insertWarning: async (values: typeof userWarnings.$inferInsert) => {
      await db.insert(userWarnings).values(values);
    },

    /** The person's warnings, oldest first. */
    listWarningsOfUser: (userId: string): Promise<UserWarningRow[]> =>
      db
        .select({
          id: userWarnings.id,
          descriptionId: userWarnings.descriptionId,
          iconId: userWarnings.iconId,
          color: userWarnings.color,
          date: userWarnings.date,
          description: warningDescriptions.title,
          monitor: sql<
            UserWarningRow['monitor']
          >`case when ${monitors.id} is null then null else json_build_object('firstName', ${monitors.firstName}, 'lastName', ${monitors.lastName}, 'email', ${monitors.email}) end`,
        })
        .from(userWarnings)
        .innerJoin(warningDescriptions, eq(warningDescriptions.id, userWarnings.descriptionId))
        .leftJoin(monitors, eq(monitors.id, userWarnings.monitorId))
        .where(eq(userWarnings.userId, userId))
        .orderBy(asc(userWarnings.createdAt), asc(userWarnings.id)),

    /** Deletes one warning of the person; false when they have no such warning. */
    deleteWarningOfUser: async (userId: string, warningId: string): Promise<boolean> =>
      (
        await db
          .delete(userWarnings)
          .where(and(eq(userWarnings.id, warningId), eq(userWarnings.userId, userId)))
          .returning({ id: userWarnings.id })
      ).length > 0,
  };
}
