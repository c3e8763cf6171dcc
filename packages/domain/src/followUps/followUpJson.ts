// A follow-up mark in the shape the original client reads from `GET /api/followup` (api-paths):
// a list of `{userId, taskId, followUpCheck, followUpPercentageDeadline}`.
import { z } from 'zod';

export const followUpJson = z.strictObject({
  userId: z.string(),
  taskId: z.string(),
  followUpCheck: z.boolean(),
  followUpPercentageDeadline: z.number(),
});
export type FollowUpJson = z.infer<typeof followUpJson>;
