// The leaderboard and the organisation's totals in the original API's shapes (server-rules 5,
// api-paths `GET /api/dashboard/leaderboard/{userId}` and `.../leaderboard/org/data`). Hours are this
// Pacific week's, unrounded; the screen derives its bars from them (`leaderboardRules.ts`).
import { z } from 'zod';

export const leaderboardRowJson = z.strictObject({
  personId: z.string(),
  role: z.string(),
  /** "First Last". */
  name: z.string(),
  isVisible: z.boolean(),
  /** Whether this week's summary is written. */
  hasSummary: z.boolean(),
  weeklycommittedHours: z.number(),
  missedHours: z.number(),
  totaltangibletime_hrs: z.number(),
  totalintangibletime_hrs: z.number(),
  totaltime_hrs: z.number(),
  /** The tangible share of the total in percent (the original's name), 0 without any time. */
  percentagespentintangible: z.number(),
  timeOffFrom: z.iso.datetime().nullable(),
  timeOffTill: z.iso.datetime().nullable(),
  endDate: z.iso.datetime().nullable(),
  startDate: z.iso.datetime(),
  createdDate: z.iso.datetime(),
});
export type LeaderboardRowJson = z.infer<typeof leaderboardRowJson>;

/**
 * The organisation's bar: active people committed to at least one hour a week, Mentors apart, and
 * this Pacific week's hours of all of them.
 */
export const orgDataJson = z.strictObject({
  _id: z.literal(0),
  memberCount: z.number().int(),
  totalweeklycommittedHours: z.number(),
  totaltime_hrs: z.number(),
  totaltangibletime_hrs: z.number(),
  totalintangibletime_hrs: z.number(),
});
export type OrgDataJson = z.infer<typeof orgDataJson>;
