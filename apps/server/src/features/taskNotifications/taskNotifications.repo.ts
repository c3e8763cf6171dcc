import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TaskSnapshotJson } from '@hgn/domain/taskNotifications';
import type { DbOrTransaction } from '../../db.js';
import { isAnyOfIds } from '../../platform/db/any-of.js';
import { taskResources, tasks } from '../tasks/tasks.table.js';
import { users } from '../users/users.table.js';
import { taskNotifications } from './taskNotifications.table.js';

export type TaskNotificationRow = typeof taskNotifications.$inferSelect;
export type CurrentTaskRow = typeof tasks.$inferSelect;
export type CurrentResourceRow = {
  taskId: string;
  userId: string;
  firstName: string;
  lastName: string;
  completedTask: boolean;
  reviewStatus: 'Unsubmitted' | 'Submitted' | 'Reviewed';
};

export function createTaskNotificationsRepo(db: DbOrTransaction) {
  return {
    taskExists: async (taskId: string) =>
      (await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, taskId))).length > 0,

    /** The people on a task, or undefined when there is no such task. */
    resourceIdsOf: async (taskId: string): Promise<string[] | undefined> => {
      const rows = await db
        .select({ userId: taskResources.userId })
        .from(tasks)
        .leftJoin(taskResources, eq(taskResources.taskId, tasks.id))
        .where(eq(tasks.id, taskId));
      if (rows.length === 0) return undefined;
      return rows.flatMap((row) => (row.userId ? [row.userId] : []));
    },

    existingUserIds: async (userIds: readonly string[]) =>
      (await db.select({ id: users.id }).from(users).where(isAnyOfIds(users.id, userIds))).map(
        (row) => row.id,
      ),

    /** One notice per (task, person); an existing one keeps its first snapshot. */
    upsert: (taskId: string, userIds: readonly string[], oldTask: TaskSnapshotJson) =>
      db
        .insert(taskNotifications)
        .values(userIds.map((userId) => ({ taskId, userId, oldTask })))
        .onConflictDoUpdate({
          target: [taskNotifications.taskId, taskNotifications.userId],
          set: { updatedAt: sql`now()` },
        })
        .returning(),

    recipientOf: async (id: string) => {
      const [row] = await db
        .select({ userId: taskNotifications.userId })
        .from(taskNotifications)
        .where(eq(taskNotifications.id, id));
      return row?.userId;
    },

    /** The unread notices of the tasks these people are on, oldest first. */
    listOfTasksOf: (userIds: readonly string[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(taskNotifications)
            .where(
              inArray(
                taskNotifications.taskId,
                db
                  .select({ taskId: taskResources.taskId })
                  .from(taskResources)
                  .where(isAnyOfIds(taskResources.userId, userIds)),
              ),
            )
            .orderBy(asc(taskNotifications.createdAt), asc(taskNotifications.id)),

    unreadOf: (userId: string) =>
      db
        .select({ notice: taskNotifications, task: tasks })
        .from(taskNotifications)
        .innerJoin(tasks, eq(tasks.id, taskNotifications.taskId))
        .where(eq(taskNotifications.userId, userId))
        .orderBy(asc(taskNotifications.createdAt), asc(taskNotifications.id)),

    resourcesOfTasks: (taskIds: readonly string[]): Promise<CurrentResourceRow[]> =>
      taskIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              taskId: taskResources.taskId,
              userId: taskResources.userId,
              firstName: users.firstName,
              lastName: users.lastName,
              completedTask: taskResources.completedTask,
              reviewStatus: taskResources.reviewStatus,
            })
            .from(taskResources)
            .innerJoin(users, eq(users.id, taskResources.userId))
            .where(isAnyOfIds(taskResources.taskId, taskIds))
            .orderBy(asc(taskResources.addedAt), asc(taskResources.userId)),

    remove: async (id: string) => {
      const [row] = await db.delete(taskNotifications).where(eq(taskNotifications.id, id)).returning();
      return row;
    },

    removeOfTaskAndUser: (taskId: string, userId: string) =>
      db
        .delete(taskNotifications)
        .where(and(eq(taskNotifications.taskId, taskId), eq(taskNotifications.userId, userId)))
        .returning(),
  };
}
