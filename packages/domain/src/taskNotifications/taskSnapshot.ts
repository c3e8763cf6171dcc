// A task as a client saw it, kept to show what changed (task change notices, edit suggestions): the
// task's editable fields only, each bounded. Fields a client sends beyond these are dropped.
import { z } from 'zod';
import { atMostItems, boundedText, INT_MAX, LIST_MAX, numberBetween, TEXT_MAX, wholeNumber } from '../limits';
import { REVIEW_STATUSES, TASK_PRIORITIES } from '../tasks/taskJson';

/** The most hours a task's estimate may state. */
export const TASK_HOURS_MAX = 1_000_000;
/** The longest task name. */
export const TASK_NAME_MAX = 500;

const hours = numberBetween(0, TASK_HOURS_MAX).optional();
const dateText = boundedText(40).nullable().optional();

const snapshotResourceFields = {
  userID: boundedText(TEXT_MAX.token),
  name: boundedText(TEXT_MAX.name * 2 + 1).optional(),
  completedTask: z.boolean().optional(),
  reviewStatus: z.enum(REVIEW_STATUSES).optional(),
};

const snapshotFields = {
  taskName: boundedText(TASK_NAME_MAX).optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  resources: z
    .array(z.object(snapshotResourceFields))
    .max(...atMostItems(LIST_MAX.members))
    .optional(),
  isAssigned: z.boolean().optional(),
  status: boundedText(TEXT_MAX.name).optional(),
  hoursBest: hours,
  hoursWorst: hours,
  hoursMost: hours,
  hoursLogged: hours,
  estimatedHours: hours,
  startedDatetime: dateText,
  dueDatetime: dateText,
  links: z
    .array(boundedText(TEXT_MAX.url))
    .max(...atMostItems(LIST_MAX.links))
    .optional(),
  relatedWorkLinks: z
    .array(boundedText(TEXT_MAX.url))
    .max(...atMostItems(LIST_MAX.links))
    .optional(),
  category: boundedText(TEXT_MAX.name).optional(),
  classification: boundedText(TEXT_MAX.name).optional(),
  whyInfo: boundedText(TEXT_MAX.freeText).optional(),
  intentInfo: boundedText(TEXT_MAX.freeText).optional(),
  endstateInfo: boundedText(TEXT_MAX.freeText).optional(),
  deadlineCount: wholeNumber(0, INT_MAX).optional(),
};

/** A task snapshot as sent: unknown fields (ids, numbering, pictures) are dropped. */
export const taskSnapshotInput = z.object(snapshotFields);
export type TaskSnapshotInput = z.infer<typeof taskSnapshotInput>;

/** A task snapshot as answered. */
export const taskSnapshotJson = z.strictObject({
  ...snapshotFields,
  resources: z.array(z.strictObject(snapshotResourceFields)).optional(),
});
export type TaskSnapshotJson = z.infer<typeof taskSnapshotJson>;
