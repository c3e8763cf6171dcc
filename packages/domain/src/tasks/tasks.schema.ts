// What a client may send to create and change tasks (spec 001 section 3, server-rules 7), bounded.
import { z } from 'zod';
import { PROFILE_PICTURE_MAX_KB } from '../constants';
import { atMostItems, boundedText, INT_MAX, LIST_MAX, numberBetween, TEXT_MAX, wholeNumber } from '../limits';
import { REVIEW_STATUSES, TASK_PRIORITIES } from './taskJson';
import { taskMessages } from './tasks.errors';

/** The most hours a task's estimate may carry. */
export const TASK_HOURS_MAX = 100_000;

const hours = numberBetween(0, TASK_HOURS_MAX);
const when = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).nullable();
const links = z.array(boundedText(TEXT_MAX.url)).max(...atMostItems(LIST_MAX.links));

/** A person put on a task: the original client sends the whole resource; only these parts are kept. */
export const taskResourceInput = z.object({
  userID: z.uuid(taskMessages.userNotFound),
  name: boundedText(TEXT_MAX.title).optional(),
  profilePic: z.unknown().optional(),
  completedTask: z.boolean().default(false),
  reviewStatus: z.enum(REVIEW_STATUSES).default('Unsubmitted'),
});

export const taskNameSchema = boundedText(TEXT_MAX.title, taskMessages.nameRequired)
  .trim()
  .min(1, taskMessages.nameRequired);

/** Every field of a task a client may set; each optional (an update sends what changed). */
const taskFieldsShape = {
  taskName: taskNameSchema,
  priority: z.enum(TASK_PRIORITIES),
  resources: z.array(taskResourceInput).max(...atMostItems(LIST_MAX.members)),
  isAssigned: z.boolean(),
  status: boundedText(TEXT_MAX.name).trim().min(1),
  hoursBest: hours,
  hoursWorst: hours,
  hoursMost: hours,
  estimatedHours: hours,
  startedDatetime: when,
  dueDatetime: when,
  links,
  relatedWorkLinks: links,
  category: boundedText(TEXT_MAX.name),
  classification: boundedText(TEXT_MAX.name),
  deadlineCount: wholeNumber(0, INT_MAX),
  whyInfo: boundedText(TEXT_MAX.freeText),
  intentInfo: boundedText(TEXT_MAX.freeText),
  endstateInfo: boundedText(TEXT_MAX.freeText),
  isActive: z.boolean(),
};

/**
 * POST /api/task/:wbsId. The number, level and ancestors are the server's to decide from `mother`
 * (a task of the same WBS, or none for a top-level task); what else the client sends is ignored.
 */
export const taskCreateInput = z.object({
  ...z.object(taskFieldsShape).partial().shape,
  taskName: taskNameSchema,
  isActive: z.boolean().default(true),
  mother: z.uuid(taskMessages.motherNotFound).nullable().optional(),
});
export type TaskCreateInput = z.input<typeof taskCreateInput>;
export type TaskCreateFields = z.output<typeof taskCreateInput>;

/** PUT /api/task/update/:taskId: the fields that change, and the version the client read. */
export const taskUpdateInput = z.object({
  ...z.object(taskFieldsShape).partial().shape,
  __v: wholeNumber(0, INT_MAX).optional(),
});
export type TaskUpdateInput = z.input<typeof taskUpdateInput>;
export type TaskUpdateFields = z.output<typeof taskUpdateInput>;

/**
 * PUT /api/task/updateStatus/:taskId: the status, or the whole task as the original client sends it
 * to move a person's review (its people's review statuses and the related work, which may carry one
 * link more than is kept: a submission's link joins the most recent ones).
 */
export const taskStatusInput = z.object({
  status: boundedText(TEXT_MAX.name).trim().min(1),
  __v: wholeNumber(0, INT_MAX).optional(),
  resources: z
    .array(taskResourceInput)
    .max(...atMostItems(LIST_MAX.members))
    .optional(),
  relatedWorkLinks: z
    .array(boundedText(TEXT_MAX.url))
    .max(...atMostItems(LIST_MAX.links + 1))
    .optional(),
});
export type TaskStatusInput = z.input<typeof taskStatusInput>;
export type TaskStatusFields = z.output<typeof taskStatusInput>;

/** GET /api/tasks/:wbsId/:level/:motherId: the level as the path writes it. */
export const taskLevelParams = z.object({
  wbsId: z.string(),
  level: z.string(),
  motherId: z.string(),
});

/** PUT /api/tasks/moveTasks/:wbsId. */
export const moveTasksInput = z.object({
  fromNum: boundedText(40).regex(/^\d+(\.\d+)*$/),
  toNum: boundedText(40).regex(/^\d+(\.\d+)*$/),
});
export type MoveTasksInput = z.input<typeof moveTasksInput>;

/** PUT /api/tasks/update/num: tasks given new numbers at their own level; subtasks follow. */
export const updateNumsInput = z.object({
  wbsId: boundedText(TEXT_MAX.token).optional(),
  nums: z
    .array(
      z.object({
        id: z.uuid(taskMessages.notFound),
        num: boundedText(40).regex(/^\d+(\.\d+)*$/),
      }),
    )
    .min(1)
    .max(...atMostItems(LIST_MAX.members)),
});
export type UpdateNumsInput = z.input<typeof updateNumsInput>;

/** The most rows one import may bring. */
export const TASK_IMPORT_MAX = 1_000;

/** The longest "name|userID|profilePic" an import row names a person with: a picture may be a data URL. */
const IMPORTED_PERSON_MAX =
  Math.ceil((PROFILE_PICTURE_MAX_KB * 1024 * 4) / 3) + TEXT_MAX.title + TEXT_MAX.url;

/**
 * A person on an imported row: a resource, or the original client's "name|userID|profilePic", whose
 * id is what counts (the name and picture are the person's own).
 */
const importedResource = z.preprocess((value) => {
  if (typeof value !== 'string' || value.length > IMPORTED_PERSON_MAX) return value;
  const [name, userID = ''] = value.split('|');
  return { name, userID: userID.trim() };
}, taskResourceInput);

/** POST /api/task/import/:wbsId: rows in outline order, each with its number; a parent before its children. */
export const taskImportInput = z.object({
  list: z
    .array(
      z.object({
        ...z.object(taskFieldsShape).partial().shape,
        // The original client sends a row's links cell as it reads it: one link.
        links: z.preprocess((value) => (typeof value === 'string' ? [value] : value), links).optional(),
        resources: z
          .array(importedResource)
          .max(...atMostItems(LIST_MAX.members))
          .optional(),
        taskName: taskNameSchema,
        isActive: z.boolean().default(true),
        num: boundedText(40).regex(/^\d+(\.\d+){0,3}$/, taskMessages.importNum),
      }),
    )
    .min(1)
    .max(...atMostItems(TASK_IMPORT_MAX)),
});
export type TaskImportInput = z.input<typeof taskImportInput>;
export type TaskImportFields = z.output<typeof taskImportInput>;
