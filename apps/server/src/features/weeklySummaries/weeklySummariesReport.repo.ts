// The weekly summaries report in one statement: every active person with the four weeks' summaries,
// their tangible seconds from the hours bookkeeping (`time_entry_totals`), the badges of the four
// weeks and the rest of what the original report sends. The rows come back bare (days as text,
// instants as epoch milliseconds) and the presenter writes them: for 5,000 people with four
// summaries each, PostgreSQL spent a second writing the same answer as JSON, three times the query.
// People, hours, badges and time off belong to other features: this repo only reads their tables.
import { PACIFIC_TZ } from '@hgn/domain/time';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { keptAnswerKind } from '../../platform/http/kept-answers.js';
import type { ReportColour } from '@hgn/domain/weeklySummaries';
import { badges, userBadges } from '../badges/badges.table.js';
import { teamMembers, teams, userTeamCodes } from '../teams/teams.table.js';
import { timeEntryTotals } from '../timeEntries/timeEntries.table.js';
import { timeOffRequests } from '../timeOff/timeOff.table.js';
import { committedHoursChanges, users } from '../users/users.table.js';
import { weeklySummaries } from './weeklySummaries.table.js';

export type ReportWindow = {
  /** The Sundays of the four weeks, this week first. */
  weekStarts: readonly [string, string, string, string];
  /** The first instant of the oldest week: badges earned or changed since then are listed. */
  since: Date;
  /** Today's Pacific day, which whole days in the team count up to. */
  today: string;
};

/** A week's stored summary, or nulls when the week has no row. */
export type ReportSummaryCells = { summary: string | null; uploadedAtMs: number | null };

export type ReportBadgeCell = {
  id: string;
  badgeId: string;
  name: string;
  type: string;
  imageUrl: string;
  description: string;
  ranking: number;
  showReport: boolean;
  count: number;
  earnedDates: string[];
  lastModifiedMs: number;
  featured: boolean;
  hasBadgeDeletionImpact: boolean;
};

export type ReportRow = {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
  email: string;
  mediaUrl: string;
  createdAtMs: number;
  weeklyCommittedHours: number;
  weeklySummaryNotReq: boolean;
  weeklySummaryOption: string;
  adminLinks: { Name?: unknown; Link?: unknown }[];
  bioPosted: 'default' | 'posted' | 'requested';
  teamCode: string;
  filterColor: ReportColour | null;
  teams: { _id: string; teamName: string }[];
  /** This week first; the week's Sunday of a stored summary is `weekStarts[i]`. */
  summaries: [ReportSummaryCells, ReportSummaryCells, ReportSummaryCells, ReportSummaryCells];
  tangibleSeconds: [number, number, number, number];
  allTangibleSeconds: number;
  weeksWritten: number;
  /** Each change of the weekly commitment, oldest first: [hours, epoch ms]. */
  committedHoursChanges: [number, number][];
  badges: ReportBadgeCell[];
  timeOffFrom: string | null;
  timeOffTill: string | null;
  daysInTeam: number;
};

type BareRow = Omit<ReportRow, 'summaries' | 'tangibleSeconds'> & {
  s0: string | null;
  s1: string | null;
  s2: string | null;
  s3: string | null;
  u0: number | null;
  u1: number | null;
  u2: number | null;
  u3: number | null;
  t0: number;
  t1: number;
  t2: number;
  t3: number;
};

/** The report is kept between requests (weeklySummaries.service.ts); these are the tables its statement reads. */
export const weeklySummariesReportAnswer = keptAnswerKind('weekly summaries report', [
  users,
  timeEntryTotals,
  weeklySummaries,
  committedHoursChanges,
  userBadges,
  badges,
  teamMembers,
  teams,
  userTeamCodes,
  timeOffRequests,
]);

/** The report's people as its filters and pages read them, kept between requests (weeklySummaries.service.ts). */
export const reportPeopleAnswer = keptAnswerKind('weekly summaries report people', [
  users,
  userTeamCodes,
  teamMembers,
  teams,
  weeklySummaries,
]);

/** An instant as whole epoch milliseconds, as a JavaScript Date keeps it. */
const epochMs = (at: string) => sql.raw(`floor(extract(epoch from ${at}) * 1000)::float8`);

/** Each active person's row whom `scope` (a condition on `users u`) names, by first and last name. */
function reportSql(window: ReportWindow, scope: SQL): SQL {
  const [w0, w1, w2, w3] = window.weekStarts.map((day) => sql`${day}::date`) as [SQL, SQL, SQL, SQL];
  const summaryOfWeek = (alias: string, weekStart: SQL) =>
    sql`left join ${weeklySummaries} ${sql.raw(alias)}
      on ${sql.raw(alias)}.user_id = p.id and ${sql.raw(alias)}.week_start = ${weekStart}`;
  const secondsOf = (weekStart: SQL) =>
    sql`coalesce(sum(t.seconds) filter (where t.week_start = ${weekStart}), 0)`;
  return sql`
    with people as (
      select u.id, u.first_name, u.last_name, u.role, u.email, u.media_url, u.created_at,
        u.weekly_committed_hours, u.weekly_summary_not_req, u.weekly_summary_option, u.admin_links,
        u.bio_posted, coalesce(c.team_code, '') as team_code, u.filter_color,
        row_number() over (order by lower(u.first_name), lower(u.last_name), u.id) as place
      from ${users} u
      left join ${userTeamCodes} c on c.user_id = u.id
      where u.is_active and ${scope}
    ), tangible as (
      select t.person_id, ${secondsOf(w0)} as t0, ${secondsOf(w1)} as t1, ${secondsOf(w2)} as t2,
        ${secondsOf(w3)} as t3
      from ${timeEntryTotals} t
      where t.is_active and t.is_tangible and t.week_start in (${w0}, ${w1}, ${w2}, ${w3})
        and t.person_id in (select id from people)
      group by t.person_id
    ), all_tangible as (
      select t.person_id, sum(t.seconds) as seconds
      from ${timeEntryTotals} t
      where t.is_tangible and t.person_id in (select id from people)
      group by t.person_id
    ), written as (
      select s.user_id, count(*) as weeks
      from ${weeklySummaries} s
      where s.summary <> '' and s.user_id in (select id from people)
      group by s.user_id
    ), history as (
      select c.user_id, json_agg(json_build_array(c.hours, ${epochMs('c.changed_at')}) order by c.changed_at)
        as changes
      from ${committedHoursChanges} c
      where c.user_id in (select id from people)
      group by c.user_id
    ), held as (
      select ub.user_id, json_agg(json_build_object(
        'id', ub.id, 'badgeId', b.id, 'name', b.name, 'type', b.type, 'imageUrl', b.image_url,
        'description', b.description, 'ranking', b.ranking, 'showReport', b.show_report,
        'count', ub.count, 'earnedDates', ub.earned_dates, 'lastModifiedMs', ${epochMs('ub.last_modified')},
        'featured', ub.featured, 'hasBadgeDeletionImpact', ub.has_badge_deletion_impact
      ) order by b.ranking = 0, b.ranking, b.name) as collection
      from ${userBadges} ub
      join ${badges} b on b.id = ub.badge_id
      where ub.last_modified >= ${window.since.toISOString()}::timestamptz
        and ub.user_id in (select id from people)
      group by ub.user_id
    ), on_teams as (
      select m.user_id, json_agg(json_build_object('_id', t.id, 'teamName', t.name)
        order by lower(t.name), t.id) as teams
      from ${teamMembers} m
      join ${teams} t on t.id = m.team_id
      where t.is_active and m.user_id in (select id from people)
      group by m.user_id
    ), off as (
      select distinct on (r.user_id) r.user_id, r.starting_date, r.ending_date
      from ${timeOffRequests} r
      where r.ending_date >= ${w0} and r.user_id in (select id from people)
      order by r.user_id, r.starting_date, r.id
    )
      select p.id, p.first_name as "firstName", p.last_name as "lastName", p.role, p.email,
        p.media_url as "mediaUrl", ${epochMs('p.created_at')} as "createdAtMs",
        p.weekly_committed_hours as "weeklyCommittedHours",
        p.weekly_summary_not_req as "weeklySummaryNotReq",
        p.weekly_summary_option as "weeklySummaryOption", p.admin_links as "adminLinks",
        p.bio_posted as "bioPosted", p.team_code as "teamCode", p.filter_color as "filterColor",
        coalesce(ot.teams, '[]'::json) as teams,
        s0.summary as s0, s1.summary as s1, s2.summary as s2, s3.summary as s3,
        ${epochMs('s0.uploaded_at')} as u0, ${epochMs('s1.uploaded_at')} as u1,
        ${epochMs('s2.uploaded_at')} as u2, ${epochMs('s3.uploaded_at')} as u3,
        coalesce(h.t0, 0) as t0, coalesce(h.t1, 0) as t1, coalesce(h.t2, 0) as t2, coalesce(h.t3, 0) as t3,
        coalesce(tt.seconds, 0) as "allTangibleSeconds", coalesce(wr.weeks, 0) as "weeksWritten",
        coalesce(hi.changes, '[]'::json) as "committedHoursChanges",
        coalesce(bc.collection, '[]'::json) as badges,
        o.starting_date::text as "timeOffFrom", o.ending_date::text as "timeOffTill",
        ${window.today}::date - (p.created_at at time zone ${sql.raw(`'${PACIFIC_TZ}'`)})::date as "daysInTeam",
        p.place
      from people p
      ${summaryOfWeek('s0', w0)}
      ${summaryOfWeek('s1', w1)}
      ${summaryOfWeek('s2', w2)}
      ${summaryOfWeek('s3', w3)}
      left join tangible h on h.person_id = p.id
      left join all_tangible tt on tt.person_id = p.id
      left join written wr on wr.user_id = p.id
      left join history hi on hi.user_id = p.id
      left join held bc on bc.user_id = p.id
      left join on_teams ot on ot.user_id = p.id
      left join off o on o.user_id = p.id`;
}

/** What the report's filters and its page are decided on, for every active person: no text, no history. */
export type ReportPerson = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  teamCode: string;
  filterColor: ReportColour | null;
  teams: { _id: string; teamName: string }[];
  /** Whether each of the four weeks' summaries is written, this week first. */
  written: [boolean, boolean, boolean, boolean];
};

/** Each active person with the ids of their teams and the weeks they wrote for. */
function peopleSql(window: ReportWindow): SQL {
  const [w0, w1, w2, w3] = window.weekStarts.map((day) => sql`${day}::date`) as [SQL, SQL, SQL, SQL];
  return sql`
    with written as (
      select s.user_id, bool_or(s.week_start = ${w0}) as w0, bool_or(s.week_start = ${w1}) as w1,
        bool_or(s.week_start = ${w2}) as w2, bool_or(s.week_start = ${w3}) as w3
      from ${weeklySummaries} s
      where s.week_start in (${w0}, ${w1}, ${w2}, ${w3}) and s.summary <> ''
      group by s.user_id
    ), on_teams as (
      select m.user_id, array_agg(m.team_id) as team_ids
      from ${teamMembers} m
      group by m.user_id
    )
    select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email,
      coalesce(c.team_code, '') as "teamCode", u.filter_color as "filterColor",
      coalesce(ot.team_ids, '{}') as "teamIds", coalesce(wr.w0, false) as w0, coalesce(wr.w1, false) as w1,
      coalesce(wr.w2, false) as w2, coalesce(wr.w3, false) as w3
    from ${users} u
    left join ${userTeamCodes} c on c.user_id = u.id
    left join written wr on wr.user_id = u.id
    left join on_teams ot on ot.user_id = u.id
    where u.is_active
    order by lower(u.first_name), lower(u.last_name), u.id`;
}

type BarePerson = Omit<ReportPerson, 'teams' | 'written'> & {
  teamIds: string[];
  w0: boolean;
  w1: boolean;
  w2: boolean;
  w3: boolean;
};

export function createWeeklySummariesReportRepo(db: DbOrTransaction) {
  return {
    /**
     * Every active person, in the report's order, with what its filters read. Teams come as ids, named
     * and ordered from the active teams read beside them (as the report orders them: by name):
     * thousands of people name the same few hundred teams. A team made active between the two reads is
     * left out, as it was when the people were read.
     */
    async listPeople(window: ReportWindow): Promise<ReportPerson[]> {
      const [people, activeTeams] = await Promise.all([
        db.execute<BarePerson>(peopleSql(window)),
        db
          .select({ id: teams.id, name: teams.name })
          .from(teams)
          .where(eq(teams.isActive, true))
          .orderBy(sql`lower(${teams.name})`, teams.id),
      ]);
      const placed = new Map(activeTeams.map((team, place) => [team.id, { place, name: team.name }]));
      return people.rows.map(({ teamIds, w0, w1, w2, w3, ...person }) => ({
        ...person,
        teams: teamIds
          .flatMap((id) => {
            const team = placed.get(id);
            return team === undefined ? [] : [{ ...team, id }];
          })
          .sort((a, b) => a.place - b.place)
          .map((team) => ({ _id: team.id, teamName: team.name })),
        written: [w0, w1, w2, w3],
      }));
    },

    /**
     * The report's rows, people in name order (only those of `ids`, when given). PostgreSQL numbers them (its collation orders names) and
     * the server puts them in that order, so the summaries' text is never sorted.
     */
    async listRows(window: ReportWindow, ids?: readonly string[]): Promise<ReportRow[]> {
      const scope = ids === undefined ? sql`true` : sql`u.id = any(${`{${ids.join(',')}}`}::uuid[])`;
      const { rows } = await db.execute<BareRow & { place: number }>(reportSql(window, scope));
      return rows
        .sort((a, b) => a.place - b.place)
        .map(({ s0, s1, s2, s3, u0, u1, u2, u3, t0, t1, t2, t3, place: _place, ...row }) => ({
          ...row,
          summaries: [
            { summary: s0, uploadedAtMs: u0 },
            { summary: s1, uploadedAtMs: u1 },
            { summary: s2, uploadedAtMs: u2 },
            { summary: s3, uploadedAtMs: u3 },
          ],
          tangibleSeconds: [t0, t1, t2, t3],
        }));
    },
  };
}
