// Task change notices in the original API's shape: {_id, taskId, userId, oldTask, isRead, dateCreated},
// with the task's current values (`newTask`) so the notice can show what changed.
import { z } from 'zod';
import { taskSnapshotJson } from './taskSnapshot';

export const taskNotificationJson = z.strictObject({
  _id: z.string(),
  taskId: z.string(),
  userId: z.string(),
  oldTask: taskSnapshotJson,
  isRead: z.boolean(),
  dateCreated: z.iso.datetime(),
  dateRead: z.iso.datetime().nullable(),
});
export type TaskNotificationJson = z.infer<typeof taskNotificationJson>;

/** An unread notice with the task as it is now. */
export const unreadTaskNotificationJson = z.strictObject({
  ...taskNotificationJson.shape,
  newTask: taskSnapshotJson,
});
export type UnreadTaskNotificationJson = z.infer<typeof unreadTaskNotificationJson>;
