// A task edit suggestion (spec 001): _id, taskId, user (the suggester's name), userId, dateSuggested,
// oldTask, newTask; and whether its task changed after the suggester loaded it (`outdated`).
import { z } from 'zod';
import { taskSnapshotJson } from '../taskNotifications/taskSnapshot';

/** The task as the suggester loaded it, with the version it was read at when the client sent it. */
export const suggestionOldTaskJson = taskSnapshotJson.extend({
  __v: z.number().optional(),
  modifiedDatetime: z.iso.datetime({ offset: true }).optional(),
});
export type SuggestionOldTaskJson = z.infer<typeof suggestionOldTaskJson>;

export const taskEditSuggestionJson = z.strictObject({
  _id: z.string(),
  taskId: z.string(),
  user: z.string(),
  userId: z.string(),
  dateSuggested: z.iso.datetime(),
  oldTask: suggestionOldTaskJson,
  newTask: taskSnapshotJson,
  outdated: z.boolean(),
});
export type TaskEditSuggestionJson = z.infer<typeof taskEditSuggestionJson>;

export const taskEditSuggestionCountJson = z.strictObject({ count: z.number() });
