// Who receives the weekly summaries e-mail of Sunday midnight besides the organisation's inbox
// (server-rules 4.3: people whose profile says getWeeklyReport); `canManageSummaryRecipients` says
// who chooses them.
import { z } from 'zod';

/** A recipient of the weekly summaries e-mail. */
export const summaryRecipientJson = z.strictObject({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type SummaryRecipientJson = z.infer<typeof summaryRecipientJson>;
