// The facts the weekly job weighs, read for a batch of people in one statement. People, summaries,
// time off, blue squares and teams belong to other features: this repo only reads their tables.
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { blueSquareReasons } from '../blueSquares/blueSquareExtras.table.js';
import { blueSquares } from '../blueSquares/blueSquares.table.js';
import { teamMembers } from '../teams/teams.table.js';
import { timeEntryTotals } from '../timeEntries/timeEntries.table.js';
import { timeOffRequests } from '../timeOff/timeOff.table.js';
import { users } from '../users/users.table.js';
import { weeklySummaries } from '../weeklySummaries/weeklySummaries.table.js';
import { weekClosings, weekCloses } from './weekClose.table.js';

export type CloseCandidate = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  weeklyCommittedHours: number;
  missedHours: number;
  personalBestMaxHrs: number;
  startDate: string;
  summaryNotRequired: boolean;
  wroteSummary: boolean;
  tangibleSeconds: number;
  timeOffReason: string | null;
  /** The reason the person scheduled for the Sunday that closes the week (the day they return). */
  scheduledReason: string | null;
  squaresInYear: number;
  lastSquareDate: string | null;
  largestTeam: number;
};

export type WeekClosingValues = Pick<
  typeof weekClosings.$inferInsert,
  | 'userId'
  | 'weekStart'
  | 'hours'
  | 'requiredHours'
  | 'hasSummary'
  | 'hadTimeOff'
  | 'decision'
  | 'blueSquaresInYear'
>;

export function createWeekCloseRepo(db: DbOrTransaction) {
  return {
    /**
     * Active people whose week is not closed yet, in the order of their ids, after `after` (the last
     * id of the run's previous batch, so that each batch reads on from where the last stopped rather
     * than past everyone closed already), at most `limit`.
     */
    pendingPeople: async (weekStart: string, after: string | null, limit: number): Promise<string[]> =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .leftJoin(
            weekClosings,
            and(eq(weekClosings.userId, users.id), eq(weekClosings.weekStart, weekStart)),
          )
          .where(
            and(
              eq(users.isActive, true),
              isNull(weekClosings.userId),
              after === null ? undefined : gt(users.id, after),
            ),
          )
          .orderBy(users.id)
          .limit(limit)
      ).map((row) => row.id),

    /** The first active Owner by creation, who signs the notices the close sends. */
    leadOwnerId: async (): Promise<string | null> =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'Owner'), eq(users.isActive, true)))
          .orderBy(users.createdAt, users.id)
          .limit(1)
      )[0]?.id ?? null,

    countActivePeople: async (): Promise<number> =>
      (await db.select({ n: count() }).from(users).where(eq(users.isActive, true)))[0]?.n ?? 0,

    /** How many people the week's close has done, and what it wrote. */
    closedCounts: async (weekStart: string) => {
      const [row] = await db
        .select({
          people: count(),
          blueSquares: sql<number>`count(*) filter (where ${weekClosings.decision} = 'blueSquare')`.mapWith(
            Number,
          ),
          newcomerNotices:
            sql<number>`count(*) filter (where ${weekClosings.decision} = 'newcomerNotice')`.mapWith(Number),
          badges: sql<number>`coalesce(sum(${weekClosings.badgesGiven}), 0)`.mapWith(Number),
          followUps: sql<number>`count(${weekClosings.followUp})`.mapWith(Number),
          followUpsChecked: sql<number>`count(${weekClosings.followUpCheckedAt})`.mapWith(Number),
        })
        .from(weekClosings)
        .where(eq(weekClosings.weekStart, weekStart));
      return (
        row ?? { people: 0, blueSquares: 0, newcomerNotices: 0, badges: 0, followUps: 0, followUpsChecked: 0 }
      );
    },

    candidates: async (
      ids: readonly string[],
      week: { start: string; friday: string; yearAgo: string; sunday: string },
    ): Promise<CloseCandidate[]> => {
      const { rows } = await db.execute<CloseCandidate>(sql`
      select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.role,
        u.weekly_committed_hours as "weeklyCommittedHours", u.missed_hours as "missedHours",
        u.personal_best_max_hrs as "personalBestMaxHrs", u.start_date::text as "startDate",
        (u.weekly_summary_not_req or u.weekly_summary_option = 'Not Required') as "summaryNotRequired",
        exists (select 1 from ${weeklySummaries} s
          where s.user_id = u.id and s.week_start = ${week.start} and s.summary <> '') as "wroteSummary",
        coalesce((select sum(t.seconds) from ${timeEntryTotals} t
          where t.person_id = u.id and t.week_start = ${week.start} and t.is_active and t.is_tangible), 0)::float8
          as "tangibleSeconds",
        (select r.reason from ${timeOffRequests} r
          where r.user_id = u.id and r.starting_date <= ${week.start} and r.ending_date >= ${week.friday}
          order by r.created_at limit 1) as "timeOffReason",
        (select sr.reason from ${blueSquareReasons} sr where sr.user_id = u.id and sr.date = ${week.sunday})
          as "scheduledReason",
        (select count(*) from ${blueSquares} b where b.user_id = u.id and b.date >= ${week.yearAgo})::int
          as "squaresInYear",
        (select max(b.date)::text from ${blueSquares} b where b.user_id = u.id) as "lastSquareDate",
        coalesce((select max(members.n) from (
          select count(*)::int as n from ${teamMembers} theirs
          where theirs.team_id in (select mine.team_id from ${teamMembers} mine where mine.user_id = u.id)
          group by theirs.team_id) members), 0) as "largestTeam"
      from ${users} u
      where u.id = any(${sql.param([...ids])}::uuid[])
      order by u.id`);
      return rows;
    },

    /**
     * Claims the people's close of the week, in one statement: returns whom this run claimed (not
     * those another run already wrote).
     */
    insertClosings: async (closings: readonly WeekClosingValues[]): Promise<Set<string>> => {
      if (closings.length === 0) return new Set();
      const { rows } = await db.execute<{ userId: string }>(sql`
      insert into ${weekClosings}
        (user_id, week_start, hours, required_hours, has_summary, had_time_off, decision, blue_squares_in_year)
      select r."userId", r."weekStart", r.hours, r."requiredHours", r."hasSummary", r."hadTimeOff",
        r.decision, r."blueSquaresInYear"
      from jsonb_to_recordset(${JSON.stringify(closings)}::jsonb) as r(
        "userId" uuid, "weekStart" date, hours float8, "requiredHours" float8, "hasSummary" boolean,
        "hadTimeOff" boolean, decision text, "blueSquaresInYear" int)
      on conflict do nothing
      returning user_id as "userId"`);
      return new Set(rows.map((row) => row.userId));
    },

    setBadgesGiven: (userId: string, weekStart: string, badgesGiven: number) =>
      db
        .update(weekClosings)
        .set({ badgesGiven })
        .where(and(eq(weekClosings.userId, userId), eq(weekClosings.weekStart, weekStart))),

    /** Claims the week's summaries e-mail: false when it was queued before. */
    claimSummariesEmail: async (weekStart: string): Promise<boolean> =>
      (await db.insert(weekCloses).values({ weekStart }).onConflictDoNothing().returning()).length > 0,

    /** The closings the follow-up pass has not looked at yet, with what it needs of each person, locked. */
    followUpCandidates: (weekStart: string, limit: number) =>
      db
        .select({
          userId: weekClosings.userId,
          hours: weekClosings.hours,
          requiredHours: weekClosings.requiredHours,
          hasSummary: weekClosings.hasSummary,
          hadTimeOff: weekClosings.hadTimeOff,
          decision: weekClosings.decision,
          blueSquaresInYear: weekClosings.blueSquaresInYear,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          startDate: users.startDate,
        })
        .from(weekClosings)
        .innerJoin(users, eq(users.id, weekClosings.userId))
        .where(and(eq(weekClosings.weekStart, weekStart), isNull(weekClosings.followUpCheckedAt)))
        .orderBy(weekClosings.userId)
        .limit(limit)
        .for('update', { of: weekClosings, skipLocked: true }),

    markFollowUp: (userId: string, weekStart: string, followUp: string | null, at: Date) =>
      db
        .update(weekClosings)
        .set({ followUp, followUpCheckedAt: at })
        .where(and(eq(weekClosings.userId, userId), eq(weekClosings.weekStart, weekStart))),
  };
}
