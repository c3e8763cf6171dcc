import { groupBy } from '@hgn/domain/collections';
import { isUuid } from '@hgn/domain/ids';
import { isSameUser } from '@hgn/domain/permissions';
import type {
  TaskNotificationInput,
  TaskNotificationJson,
  UnreadTaskNotificationJson,
} from '@hgn/domain/taskNotifications';
import type { Actor } from '@hgn/domain/permissions';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { presentTaskNotification, presentUnreadTaskNotification } from './taskNotifications.present.js';
import { createTaskNotificationsRepo } from './taskNotifications.repo.js';

const taskNotFound = () => new AppError({ code: 'TASK_NOT_FOUND', message: 'This task does not exist.' });
const userNotFound = () =>
  new AppError({
    code: 'USER_NOT_FOUND',
    field: 'userIds',
    message: 'Please choose people who exist.',
  });
const noticeNotFound = () =>
  new AppError({
    code: 'TASK_NOTIFICATION_NOT_FOUND',
    message: 'This task notification does not exist.',
  });

export function createTaskNotificationsService({ db }: FeatureDeps) {
  const repo = createTaskNotificationsRepo(db);

  return {
    /** For the POST guard: the task's people, or undefined when the id names no task. */
    resourceIdsOf: async (taskId: string | undefined) =>
      isUuid(taskId) ? repo.resourceIdsOf(taskId.toLowerCase()) : undefined,

    /** For the mark-read guard: the person notified, or undefined when there is no such notice. */
    recipientOf: async (id: string | undefined) =>
      isUuid(id) ? repo.recipientOf(id.toLowerCase()) : undefined,

    /** Tells each person the task changed; a person with an unread notice keeps its first snapshot. */
    async notify(taskId: string, input: TaskNotificationInput): Promise<TaskNotificationJson[]> {
      if (!isUuid(taskId)) throw taskNotFound();
      if (!input.userIds.every(isUuid)) throw userNotFound();
      const userIds = [...new Set(input.userIds.map((id) => id.toLowerCase()))].sort();
      const id = taskId.toLowerCase();
      const rows = await db.transaction(async (tx) => {
        if (!(await createTaskNotificationsRepo(tx).taskExists(id))) throw taskNotFound();
        if ((await createTaskNotificationsRepo(tx).existingUserIds(userIds)).length !== userIds.length)
          throw userNotFound();
        return createTaskNotificationsRepo(tx).upsert(id, userIds, input.oldTask);
      });
      return rows.map(presentTaskNotification);
    },

    /** The unread notices of the tasks these people are on, by task: the team tasks table marks the changed ones. */
    async listOfTasksOf(userIds: readonly string[]): Promise<Map<string, TaskNotificationJson[]>> {
      return groupBy(await repo.listOfTasksOf(userIds), (row) => row.taskId, presentTaskNotification);
    },

    async unread(actor: Actor): Promise<UnreadTaskNotificationJson[]> {
      const rows = await repo.unreadOf(actor.userId);
      const resources = await repo.resourcesOfTasks([...new Set(rows.map((row) => row.task.id))]);
      const byTask = groupBy(resources, (resource) => resource.taskId);
      return rows.map(({ notice, task }) =>
        presentUnreadTaskNotification(notice, task, byTask.get(task.id) ?? []),
      );
    },

    /** The guard has let only the person notified through. */
    async markRead(id: string): Promise<TaskNotificationJson> {
      if (!isUuid(id)) throw noticeNotFound();
      const row = await repo.remove(id.toLowerCase());
      if (!row) throw noticeNotFound();
      return presentTaskNotification(row);
    },

    /** Either order of ids: the one that is the caller's names the person, the other the task. */
    async markReadOfTask(actor: Actor, first: string, second: string): Promise<TaskNotificationJson[]> {
      const taskId = isSameUser(actor, first) ? second : first;
      if (!isUuid(taskId)) return [];
      const rows = await repo.removeOfTaskAndUser(taskId.toLowerCase(), actor.userId);
      return rows.map(presentTaskNotification);
    },
  };
}

export type TaskNotificationsService = ReturnType<typeof createTaskNotificationsService>;
