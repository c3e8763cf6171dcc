// The leaderboard's rows and the organisation's totals, each one prepared statement over the hours'
// bookkeeping `time_entry_totals`, the one record of logged time. People, teams, time off and
// summaries belong to other features: this repo only reads their tables. The rows come back bare
// (days as text, instants as epoch milliseconds) and the presenter writes them: PostgreSQL's JSON
// functions cost four times the query itself for the 4,500 people of a large organisation.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { preparedRows } from '../../platform/db/prepared.js';
import { keptAnswerKind } from '../../platform/http/kept-answers.js';
import { teamMembers, visibleTeamPeopleOf } from '../teams/teams.table.js';
import { timeEntryTotals } from '../timeEntries/timeEntries.table.js';
import { timeOffRequests } from '../timeOff/timeOff.table.js';
import { users } from '../users/users.table.js';
import { weeklySummaries } from '../weeklySummaries/weeklySummaries.table.js';

/** The leaderboard is kept between requests (dashboard.service.ts); these are the tables its statement reads. */
export const leaderboardAnswer = keptAnswerKind('leaderboard', [
  users,
  timeEntryTotals,
  timeOffRequests,
  weeklySummaries,
  teamMembers,
]);

const weekStart = sql`${sql.placeholder('weekStart')}::date`;

/** A person of the leaderboard as the statement answers; seconds are the week's active ones. */
export type LeaderboardRow = {
  id: string;
  role: string;
  name: string;
  isVisible: boolean;
  hasSummary: boolean;
  weeklyCommittedHours: number;
  missedHours: number;
  /** `numeric` sums, as the driver gives them: text. */
  tangibleSeconds: string;
  totalSeconds: string;
  /** Days as YYYY-MM-DD. */
  startDate: string;
  endDate: string | null;
  timeOffFrom: string | null;
  timeOffTill: string | null;
  createdAtMs: number;
};

/** The organisation's totals as the statement answers: counts and sums as text. */
export type OrgTotalsRow = {
  memberCount: string;
  committedHours: string;
  tangibleSeconds: string;
  totalSeconds: string;
};

/**
 * The leaderboard of the people `scope` names (a condition on `users u`): each with the week's
 * active seconds (tangible and all), whether the week's summary is written, and their current or
 * next time off (the first request not ended before the week). By tangible seconds, then name
 * (ignoring case) and role.
 */
const leaderboardOf = (name: string, scope: SQL) =>
  preparedRows<DbOrTransaction, LeaderboardRow>(name, (reader) => {
    const board = sql`(
      with people as (
        select u.id, u.role, u.first_name || ' ' || u.last_name as name, u.is_visible,
          u.weekly_committed_hours, u.missed_hours, u.start_date, u.end_date, u.created_at
        from ${users} u
        where u.is_active and ${scope}
      ), hours as (
        select t.person_id, coalesce(sum(t.seconds) filter (where t.is_tangible), 0) as tangible,
          sum(t.seconds) as total
        from ${timeEntryTotals} t
        where t.week_start = ${weekStart} and t.is_active and t.person_id in (select id from people)
        group by t.person_id
      ), off as (
        select distinct on (r.user_id) r.user_id, r.starting_date, r.ending_date
        from ${timeOffRequests} r
        where r.ending_date >= ${weekStart} and r.user_id in (select id from people)
        order by r.user_id, r.starting_date, r.id
      )
      select p.id, p.role, p.name, p.is_visible as "isVisible",
        exists (select 1 from ${weeklySummaries} s
          where s.user_id = p.id and s.week_start = ${weekStart} and s.summary <> '') as "hasSummary",
        p.weekly_committed_hours as "weeklyCommittedHours", p.missed_hours as "missedHours",
        coalesce(h.tangible, 0) as "tangibleSeconds", coalesce(h.total, 0) as "totalSeconds",
        p.start_date::text as "startDate", p.end_date::text as "endDate",
        o.starting_date::text as "timeOffFrom", o.ending_date::text as "timeOffTill",
        extract(epoch from p.created_at)::float8 * 1000 as "createdAtMs"
      from people p
      left join hours h on h.person_id = p.id
      left join off o on o.user_id = p.id
    ) as board`;
    return reader
      .select({ row: sql`board.*` })
      .from(board)
      .orderBy(sql`"tangibleSeconds" desc, lower(name), name, role, id`);
  });

const everyonesLeaderboard = leaderboardOf('dashboard_leaderboard_everyone', sql`true`);
// `= any(array(...))` looks the hundred or so ids up by the primary key, where `in (subquery)` led the
// planner to scan every person (10 ms against 2 ms for a team of 101 in a 5,000-person organisation).
const teamsLeaderboard = leaderboardOf(
  'dashboard_leaderboard_teams',
  sql`u.id = any(array(select v.id from ${visibleTeamPeopleOf(sql`${sql.placeholder('viewedId')}::uuid`)} as v))`,
);

/**
 * The organisation's totals of the week: active people committed to at least one hour, Mentors
 * apart, and their active seconds.
 */
const orgTotals = preparedRows<DbOrTransaction, OrgTotalsRow>('dashboard_org_totals', (reader) => {
  const totals = sql`(
    with members as (
      select u.id, u.weekly_committed_hours from ${users} u
      where u.is_active and u.weekly_committed_hours >= 1 and u.role <> 'Mentor'
    )
    select (select count(*) from members) as "memberCount",
      (select coalesce(sum(weekly_committed_hours), 0) from members) as "committedHours",
      coalesce(sum(t.seconds) filter (where t.is_tangible), 0) as "tangibleSeconds",
      coalesce(sum(t.seconds), 0) as "totalSeconds"
    from ${timeEntryTotals} t
    where t.week_start = ${weekStart} and t.is_active and t.person_id in (select id from members)
  ) as totals`;
  return reader.select({ row: sql`totals.*` }).from(totals);
});

export function createLeaderboardRepo(db: DbOrTransaction) {
  return {
    /** Everyone active when `everyone`, else the viewed user and the people of their visible teams. */
    rows: (viewed: { id: string; everyone: boolean }, week: string): Promise<LeaderboardRow[]> =>
      viewed.everyone
        ? everyonesLeaderboard(db, { weekStart: week })
        : teamsLeaderboard(db, { weekStart: week, viewedId: viewed.id }),

    /** Everyone on the team, active or not: the leaderboard's team filter. */
    teamMemberIds: async (teamId: string): Promise<string[]> =>
      (
        await db
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(eq(teamMembers.teamId, teamId))
      ).map((row) => row.userId),

    orgTotals: async (week: string): Promise<OrgTotalsRow> => (await orgTotals(db, { weekStart: week }))[0]!,
  };
}
