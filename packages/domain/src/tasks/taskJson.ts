// Tasks in the original API's shape (api-paths C, server-rules 7). Dates are ISO strings or null.
import { z } from 'zod';

export const TASK_PRIORITIES = ['Primary', 'Secondary', 'Tertiary'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const REVIEW_STATUSES = ['Unsubmitted', 'Submitted', 'Reviewed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A person working on a task; `name` and `profilePic` are the person's current ones. */
export const taskResourceJson = z.strictObject({
  _id: z.string(),
  userID: z.string(),
  name: z.string(),
  profilePic: z.string(),
  completedTask: z.boolean(),
  reviewStatus: z.enum(REVIEW_STATUSES),
});
export type TaskResourceJson = z.infer<typeof taskResourceJson>;

const taskFields = {
  _id: z.string(),
  taskName: z.string(),
  wbsId: z.string(),
  num: z.string(),
  level: z.number(),
  priority: z.enum(TASK_PRIORITIES),
  resources: z.array(taskResourceJson),
  isAssigned: z.boolean(),
  status: z.string(),
  hoursBest: z.number(),
  hoursWorst: z.number(),
  hoursMost: z.number(),
  hoursLogged: z.number(),
  estimatedHours: z.number(),
  startedDatetime: z.iso.datetime().nullable(),
  dueDatetime: z.iso.datetime().nullable(),
  completedDatetime: z.iso.datetime().nullable(),
  links: z.array(z.string()),
  relatedWorkLinks: z.array(z.string()),
  category: z.string(),
  categoryOverride: z.boolean(),
  categoryLocked: z.boolean(),
  classification: z.string(),
  deadlineCount: z.number(),
  parentId1: z.string().nullable(),
  parentId2: z.string().nullable(),
  parentId3: z.string().nullable(),
  mother: z.string().nullable(),
  position: z.number(),
  isActive: z.boolean(),
  hasChild: z.boolean(),
  childrenQty: z.number(),
  createdBy: z.string().nullable(),
  whyInfo: z.string(),
  intentInfo: z.string(),
  endstateInfo: z.string(),
  createdDatetime: z.iso.datetime(),
  modifiedDatetime: z.iso.datetime(),
  __v: z.number(),
};

export const taskJson = z.strictObject(taskFields);
export type TaskJson = z.infer<typeof taskJson>;

/** `GET /api/tasks/user/:userId`: a task the person has not completed, with where it lives. */
export const userTaskJson = z.strictObject({
  ...taskFields,
  wbsName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  creatorName: z.string().nullable(),
});
export type UserTaskJson = z.infer<typeof userTaskJson>;
