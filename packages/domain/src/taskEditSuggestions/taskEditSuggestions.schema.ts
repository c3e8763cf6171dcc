import { z } from 'zod';
import { atMostItems, boundedText, INT_MAX, LIST_MAX, TEXT_MAX, wholeNumber } from '../limits';
import { taskSnapshotInput } from '../taskNotifications/taskSnapshot';
import { taskResourceInput, taskUpdateInput } from '../tasks/tasks.schema';

/** The version of the task the suggester loaded, kept so that a task changed since shows as outdated. */
export const loadedTaskVersionFields = {
  __v: wholeNumber(0, INT_MAX).optional(),
  modifiedDatetime: z.iso.datetime({ offset: true }).optional(),
};

/** The task as the suggester loaded it: what the comparison shows, and the version it was read at. */
export const suggestionOldTaskInput = taskSnapshotInput.extend(loadedTaskVersionFields);

const snapshotResource = taskSnapshotInput.shape.resources.unwrap().element;

/**
 * The task as the suggester would have it: its editable fields bounded as a task update bounds them,
 * so that what approval applies is refused here rather than when it is approved.
 */
export const suggestionNewTaskInput = taskSnapshotInput.extend({
  ...taskUpdateInput.omit({ resources: true, isActive: true, __v: true }).shape,
  resources: z
    .array(snapshotResource.extend({ userID: taskResourceInput.shape.userID }))
    .max(...atMostItems(LIST_MAX.members))
    .optional(),
});

/** `POST /taskeditsuggestion`: the task as loaded and as the suggester would have it. */
export const taskEditSuggestionInput = z.object({
  taskId: boundedText(TEXT_MAX.token),
  userId: boundedText(TEXT_MAX.token),
  oldTask: suggestionOldTaskInput,
  newTask: suggestionNewTaskInput,
});
export type TaskEditSuggestionInput = z.input<typeof taskEditSuggestionInput>;
export type TaskEditSuggestionFields = z.output<typeof taskEditSuggestionInput>;

/** `GET /taskeditsuggestion?count=true` answers only how many there are. */
export const taskEditSuggestionListQuery = z.object({
  count: z.enum(['true', 'false']).optional(),
});
