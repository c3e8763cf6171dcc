// A task edit suggestion (spec 001): _id, taskId, user (the suggester's name), userId, dateSuggested,
// oldTask, newTask.
import { z } from 'zod';
import { taskSnapshotJson } from '../taskNotifications/taskSnapshot';

export const taskEditSuggestionJson = z.strictObject({
  _id: z.string(),
  taskId: z.string(),
  user: z.string(),
  userId: z.string(),
  dateSuggested: z.iso.datetime(),
  oldTask: taskSnapshotJson,
  newTask: taskSnapshotJson,
});
export type TaskEditSuggestionJson = z.infer<typeof taskEditSuggestionJson>;

export const taskEditSuggestionCountJson = z.strictObject({ count: z.number() });
