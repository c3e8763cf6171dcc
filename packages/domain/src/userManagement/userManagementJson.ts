// The shapes of user management's answers. Field names follow the original API (`_id`,
// `weeklycommittedHours`, `isSet`); days travel as the ISO instant of their 00:00 Pacific.
import { z } from 'zod';

export const INACTIVE_REASONS = ['Separated', 'ScheduledSeparation', 'Paused'] as const;
export type InactiveReason = (typeof INACTIVE_REASONS)[number];

/** One row of the user management table. */
export const userPageItemJson = z.strictObject({
  _id: z.string(),
  isActive: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  /** Only an Owner changes a protected account. */
  isProtected: z.boolean(),
  /** The job titles joined with ', ', as the original list of users sent them. */
  jobTitle: z.string(),
  email: z.string(),
  weeklycommittedHours: z.number(),
  inactiveReason: z.enum(INACTIVE_REASONS).nullable(),
  /** The day a paused user becomes active again. */
  reactivationDate: z.iso.datetime().nullable(),
  endDate: z.iso.datetime().nullable(),
  startDate: z.iso.datetime(),
  /** A final day is scheduled (endDate holds it). */
  isSet: z.boolean(),
  /** The current or next time off, first and last day. */
  timeOffFrom: z.iso.datetime().nullable(),
  timeOffTill: z.iso.datetime().nullable(),
  hasTimeOffRequest: z.boolean(),
  /** Archived: listed only under the archived filter, until activation restores the account. */
  isArchived: z.boolean(),
});
export type UserPageItemJson = z.infer<typeof userPageItemJson>;

export const userPageJson = z.strictObject({
  items: z.array(userPageItemJson),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserPageJson = z.infer<typeof userPageJson>;

/** The answer to creating a user: the one-time password is given once, here, and never again. */
export const createdUserJson = z.strictObject({ _id: z.string(), temporaryPassword: z.string() });
export type CreatedUserJson = z.infer<typeof createdUserJson>;

/** The answer to a status change or a removal: what was done, in words. */
export const userManagementMessageJson = z.strictObject({ message: z.string() });
export type UserManagementMessageJson = z.infer<typeof userManagementMessageJson>;

/** The body of a refused creation: `type` says which field repeats an existing user. */
export const duplicateUserJson = z.strictObject({ type: z.enum(['email', 'name']), error: z.string() });
export type DuplicateUserJson = z.infer<typeof duplicateUserJson>;
