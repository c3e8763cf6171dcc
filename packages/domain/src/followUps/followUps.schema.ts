import { z } from 'zod';
import { numberBetween } from '../limits';

/** `POST /followup/:userId/:taskId`: the mark and the task's progress (percent) when it was set. */
export const followUpInput = z.object({
  followUpCheck: z.boolean('followUpCheck must be true or false.'),
  followUpPercentageDeadline: numberBetween(0, 100),
});
export type FollowUpInput = z.infer<typeof followUpInput>;
