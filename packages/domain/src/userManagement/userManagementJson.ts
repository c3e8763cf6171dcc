// The shapes of user management's answers. Field names follow the original API (`_id`,
// `weeklycommittedHours`, `isSet`); days travel as the ISO instant of their 00:00 Pacific.

export type InactiveReason = 'Separated' | 'ScheduledSeparation' | 'Paused';

/** One row of the user management table. */
export type UserPageItemJson = {
  _id: string;
  isActive: boolean;
  firstName: string;
  lastName: string;
  role: string;
  /** Only an Owner changes a protected account. */
  isProtected: boolean;
  /** The job titles joined with ', ', as the original list of users sent them. */
  jobTitle: string;
  email: string;
  weeklycommittedHours: number;
  inactiveReason: InactiveReason | null;
  /** The day a paused user becomes active again. */
  reactivationDate: string | null;
  endDate: string | null;
  startDate: string;
  /** A final day is scheduled (endDate holds it). */
  isSet: boolean;
  /** The current or next time off, first and last day. */
  timeOffFrom: string | null;
  timeOffTill: string | null;
  hasTimeOffRequest: boolean;
  /** Archived: listed only under the archived filter, until activation restores the account. */
  isArchived: boolean;
};

export type UserPageJson = { items: UserPageItemJson[]; total: number; page: number; pageSize: number };

/** The answer to creating a user: the one-time password is given once, here, and never again. */
export type CreatedUserJson = { _id: string; temporaryPassword: string };

/** The body of a refused creation: `type` says which field repeats an existing user. */
export type DuplicateUserJson = { type: 'email' | 'name'; error: string };
