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

/** One page of the leaderboard this product's dashboard shows: the rows the viewer sees, in its order. */
export const leaderboardPageJson = z.strictObject({
  items: z.array(leaderboardRowJson),
  /** The rows the search and the team leave, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The chosen team's members, on the board or not; null without a team. */
  teamMemberCount: z.number().int().nullable(),
});
export type LeaderboardPageJson = z.infer<typeof leaderboardPageJson>;
