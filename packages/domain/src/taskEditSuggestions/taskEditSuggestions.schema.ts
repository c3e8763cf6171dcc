import { z } from 'zod';
import { boundedText, TEXT_MAX } from '../limits';
import { taskSnapshotInput } from '../taskNotifications/taskSnapshot';

/** `POST /taskeditsuggestion`: the task as loaded and as the suggester would have it. */
export const taskEditSuggestionInput = z.object({
  taskId: boundedText(TEXT_MAX.token),
  userId: boundedText(TEXT_MAX.token),
  oldTask: taskSnapshotInput,
  newTask: taskSnapshotInput,
});
export type TaskEditSuggestionInput = z.infer<typeof taskEditSuggestionInput>;

/** `GET /taskeditsuggestion?count=true` answers only how many there are. */
export const taskEditSuggestionListQuery = z.object({
  count: z.enum(['true', 'false']).optional(),
});
