import { z } from 'zod';
import { boundedText, TEXT_MAX } from '../limits';
import { wbsMessages } from './wbs.errors';

export const wbsNameSchema = boundedText(TEXT_MAX.title, wbsMessages.nameRequired)
  .trim()
  .min(1, wbsMessages.nameRequired);

/** POST /api/wbs/:projectId: the original client sends `{wbsName, isActive}`. */
export const wbsCreateInput = z.object({
  wbsName: wbsNameSchema,
  isActive: z.boolean().default(true),
});
export type WbsCreateInput = z.input<typeof wbsCreateInput>;

/** PUT /api/wbsId/:wbsId: rename, activate or deactivate; either or both. */
export const wbsUpdateInput = z.object({
  wbsName: wbsNameSchema.optional(),
  isActive: z.boolean().optional(),
});
export type WbsUpdateInput = z.input<typeof wbsUpdateInput>;

/** GET /api/wbs/:projectId: `?all=true` adds the inactive WBS for those who may activate them. */
export const wbsListQuery = z.object({
  all: z.enum(['true', 'false']).optional(),
});
export type WbsListQuery = z.input<typeof wbsListQuery>;
