// The WBS of a project in the original API's shape (api-paths "WBS"). Dates are ISO strings.
import { z } from 'zod';

/**
 * `GET /api/wbs/:projectId`: the active WBS of a project, newest first. The original's four fields,
 * plus what deleting the WBS takes with it: its number of tasks and the hours logged on them (the
 * sum over its top-level tasks, whose hours roll up those of their subtasks).
 */
export const wbsListItemJson = z.strictObject({
  _id: z.string(),
  wbsName: z.string(),
  isActive: z.boolean(),
  modifiedDatetime: z.iso.datetime(),
  taskCount: z.number().int(),
  hoursLogged: z.number(),
});
export type WbsListItemJson = z.infer<typeof wbsListItemJson>;

/** `GET /api/wbsId/:wbsId`, and a WBS just created. */
export const wbsJson = z.strictObject({
  _id: z.string(),
  wbsName: z.string(),
  projectId: z.string(),
  isActive: z.boolean(),
  createdDatetime: z.iso.datetime(),
  modifiedDatetime: z.iso.datetime(),
});
export type WbsJson = z.infer<typeof wbsJson>;

export const deleteWbsResultJson = z.strictObject({ message: z.string() });
export type DeleteWbsResultJson = z.infer<typeof deleteWbsResultJson>;
