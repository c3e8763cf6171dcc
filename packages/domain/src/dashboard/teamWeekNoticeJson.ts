// The team-week notice as the dashboard reads it: the kind of notice, its deadline and what it says,
// or nulls when there is none to show (off a team, a role without one, before Thursday, or dismissed
// since). The server writes the text, so the dashboard's first download carries no calendar for it.
import { z } from 'zod';

export const teamWeekNoticeJson = z.strictObject({
  kind: z.enum(['earlyDeadline', 'reminder']).nullable(),
  /** The end of the week's Friday, Pacific, as an ISO instant. */
  deadline: z.string().nullable(),
  title: z.string().nullable(),
  message: z.string().nullable(),
});
export type TeamWeekNoticeJson = z.infer<typeof teamWeekNoticeJson>;
