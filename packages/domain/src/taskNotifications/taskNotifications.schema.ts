import { z } from 'zod';
import { atMostItems, boundedText, LIST_MAX, TEXT_MAX } from '../limits';
import { taskSnapshotInput } from './taskSnapshot';

/** `POST /task/:taskId/tasknotification`: the task as the editor loaded it, and who to tell. */
export const taskNotificationInput = z.object({
  oldTask: taskSnapshotInput,
  userIds: z
    .array(boundedText(TEXT_MAX.token))
    .min(1, 'Please name at least one person to notify.')
    .max(...atMostItems(LIST_MAX.members)),
});
export type TaskNotificationInput = z.infer<typeof taskNotificationInput>;
