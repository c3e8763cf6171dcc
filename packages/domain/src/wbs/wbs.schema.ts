import { z } from 'zod';
import { boundedText, TEXT_MAX } from '../limits';
import { wbsMessages } from './wbs.errors';

/** POST /api/wbs/:projectId: the original client sends `{wbsName, isActive}`. */
export const wbsCreateInput = z.object({
  wbsName: boundedText(TEXT_MAX.title, wbsMessages.nameRequired).trim().min(1, wbsMessages.nameRequired),
  isActive: z.boolean().default(true),
});
export type WbsCreateInput = z.input<typeof wbsCreateInput>;
