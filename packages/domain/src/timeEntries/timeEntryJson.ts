// Time entries in the original API's shape (server-rules 3, api-paths `POST /api/TimeEntry/users`).
import { z } from 'zod';

/**
 * An entry of `POST /api/TimeEntry/users`. The original embedded the person's whole profile, password
 * hash included; only the name is sent here.
 */
export const usersTimeEntryJson = z.strictObject({
  _id: z.string(),
  notes: z.string(),
  isTangible: z.boolean(),
  personId: z.string(),
  userProfile: z.strictObject({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  dateOfWork: z.iso.date(),
  hours: z.number(),
  minutes: z.number(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  /** Lowercase, as the original sends it. */
  projectCategory: z.string().nullable(),
  taskId: z.string().nullable(),
  taskName: z.string().nullable(),
  taskClassification: z.string().nullable(),
  wbsId: z.string().nullable(),
  wbsName: z.string().nullable(),
});
export type UsersTimeEntryJson = z.infer<typeof usersTimeEntryJson>;
