// A notification in the original API's shape: {_id, message, sender{firstName, lastName},
// isSystemGenerated, createdTimeStamps}, with whom it was sent to and whether they have read it.
import { z } from 'zod';

export const notificationJson = z.strictObject({
  _id: z.string(),
  /** Sanitised HTML: formatting and links only. */
  message: z.string(),
  /** Null when the sender's account was deleted, or when no active Owner could sign a system notice. */
  sender: z.strictObject({ firstName: z.string(), lastName: z.string() }).nullable(),
  recipient: z.string(),
  isSystemGenerated: z.boolean(),
  isRead: z.boolean(),
  createdTimeStamps: z.iso.datetime(),
});
export type NotificationJson = z.infer<typeof notificationJson>;
