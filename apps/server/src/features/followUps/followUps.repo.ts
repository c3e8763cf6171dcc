import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { tasks } from '../tasks/tasks.table.js';
import { users } from '../users/users.table.js';
import { followUps } from './followUps.table.js';

export type FollowUpRow = typeof followUps.$inferSelect;

export function createFollowUpsRepo(db: DbOrTransaction) {
  return {
    list: () => db.select().from(followUps).orderBy(asc(followUps.userId), asc(followUps.taskId)),
    userExists: async (userId: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0,
    taskExists: async (taskId: string) =>
      (await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, taskId))).length > 0,
    /** One mark per person and task: a second one replaces the first. */
    upsert: async (row: Omit<FollowUpRow, 'updatedAt'>) => {
      const [saved] = await db
        .insert(followUps)
        .values(row)
        .onConflictDoUpdate({
          target: [followUps.userId, followUps.taskId],
          set: {
            followUpCheck: row.followUpCheck,
            followUpPercentageDeadline: row.followUpPercentageDeadline,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return saved!;
    },
    /** The marks of these people on the task, inside the caller's transaction. */
    deleteOfTask: (taskId: string, userIds: readonly string[]) =>
      db.delete(followUps).where(and(eq(followUps.taskId, taskId), inArray(followUps.userId, [...userIds]))),
  };
}
