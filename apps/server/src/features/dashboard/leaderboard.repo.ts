// The leaderboard and the organisation's totals, each one statement whose JSON PostgreSQL writes
// (docs/ARCHITECTURE.md, "Answering JSON the database built"): the week's hours are the bookkeeping of
// `time_entry_totals`, the one record of logged time. People, teams, time off and summaries belong to
// other features: this repo only reads their tables.
import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { isoSql, pacificDayIsoSql } from '../../platform/db/json-sql.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import { sharesVisibleTeamWith } from '../teams/teams.table.js';
import { timeEntryTotals } from '../timeEntries/timeEntries.table.js';
import { timeOffRequests } from '../timeOff/timeOff.table.js';
import { users } from '../users/users.table.js';
import { weeklySummaries } from '../weeklySummaries/weeklySummaries.table.js';

const weekStart = sql.placeholder('weekStart');

/** Hours of seconds, as a double: JSON numbers as JavaScript would write them. */
const hoursSql = (seconds: string) => sql.raw(`coalesce(${seconds}, 0)::float8 / 3600`);

/**
 * Everyone active when `everyone`, else the viewed user and the active members of their visible
 * teams; each with this week's active seconds (tangible and all), whether this week's summary is
 * written, and their current or next time off (the first request not ended before this week).
 */
const leaderboardJson = preparedStatement('dashboard_leaderboard', (reader: DbOrTransaction) => {
  const person = sql.raw('p');
  const board = sql`
    with people as (
      select u.id, u.role, u.first_name || ' ' || u.last_name as name, u.is_visible,
        u.weekly_committed_hours, u.missed_hours, u.start_date, u.end_date, u.created_at
      from ${users} u
      where u.is_active
        and (${sql.placeholder('everyone')}::boolean
          or ${sharesVisibleTeamWith(sql.raw('u.id'), sql`${sql.placeholder('viewedId')}::uuid`)})
    ), hours as (
      select t.person_id, coalesce(sum(t.seconds) filter (where t.is_tangible), 0) as tangible,
        sum(t.seconds) as total
      from ${timeEntryTotals} t
      where t.week_start = ${weekStart}::date and t.is_active and t.person_id in (select id from people)
      group by t.person_id
    ), off as (
      select distinct on (r.user_id) r.user_id, r.starting_date, r.ending_date
      from ${timeOffRequests} r
      where r.ending_date >= ${weekStart}::date and r.user_id in (select id from people)
      order by r.user_id, r.starting_date, r.id
    )
    select coalesce(json_agg(json_build_object(
      'personId', ${person}.id,
      'role', ${person}.role,
      'name', ${person}.name,
      'isVisible', ${person}.is_visible,
      'hasSummary', exists (select 1 from ${weeklySummaries} s
        where s.user_id = ${person}.id and s.week_start = ${weekStart}::date and s.summary <> ''),
      'weeklycommittedHours', ${person}.weekly_committed_hours,
      'missedHours', ${person}.missed_hours,
      'totaltangibletime_hrs', ${hoursSql('h.tangible')},
      'totalintangibletime_hrs', ${hoursSql('h.total - h.tangible')},
      'totaltime_hrs', ${hoursSql('h.total')},
      'percentagespentintangible', case when h.total > 0 then h.tangible::float8 * 100 / h.total else 0 end,
      'timeOffFrom', ${pacificDayIsoSql(sql.raw('o.starting_date'))},
      'timeOffTill', ${pacificDayIsoSql(sql.raw('o.ending_date'))},
      'endDate', ${pacificDayIsoSql(sql.raw('p.end_date'))},
      'startDate', ${pacificDayIsoSql(sql.raw('p.start_date'))},
      'createdDate', ${isoSql(sql.raw('p.created_at'))}
    ) order by coalesce(h.tangible, 0) desc, lower(${person}.name), ${person}.name, ${person}.role, ${person}.id), '[]'::json)::text
    from people p
    left join hours h on h.person_id = p.id
    left join off o on o.user_id = p.id`;
  return reader.select({ json: sql<string>`(${board})`.mapWith(String) }).from(sql`(select 1) as one`);
});

/**
 * The organisation's totals of this week: active people committed to at least one hour, Mentors
 * apart, and their active seconds.
 */
const orgDataJson = preparedStatement('dashboard_org_data', (reader: DbOrTransaction) => {
  const totals = sql`
    with members as (
      select u.id, u.weekly_committed_hours from ${users} u
      where u.is_active and u.weekly_committed_hours >= 1 and u.role <> 'Mentor'
    ), hours as (
      select coalesce(sum(t.seconds) filter (where t.is_tangible), 0) as tangible, sum(t.seconds) as total
      from ${timeEntryTotals} t
      where t.week_start = ${weekStart}::date and t.is_active and t.person_id in (select id from members)
    )
    select json_build_object(
      '_id', 0,
      'memberCount', (select count(*) from members),
      'totalweeklycommittedHours', (select coalesce(sum(weekly_committed_hours), 0) from members),
      'totaltime_hrs', ${hoursSql('h.total')},
      'totaltangibletime_hrs', ${hoursSql('h.tangible')},
      'totalintangibletime_hrs', ${hoursSql('h.total - h.tangible')}
    )::text
    from hours h`;
  return reader.select({ json: sql<string>`(${totals})`.mapWith(String) }).from(sql`(select 1) as one`);
});

export const leaderboardRepo = {
  /** The leaderboard's rows as JSON text, by this week's tangible hours, then name and role. */
  leaderboardJson: async (
    reader: DbOrTransaction,
    viewed: { id: string; everyone: boolean },
    week: string,
  ): Promise<string> =>
    (await leaderboardJson(reader, { viewedId: viewed.id, everyone: viewed.everyone, weekStart: week }))[0]!
      .json,

  /** The organisation's totals of the week as JSON text. */
  orgDataJson: async (reader: DbOrTransaction, week: string): Promise<string> =>
    (await orgDataJson(reader, { weekStart: week }))[0]!.json,
};
