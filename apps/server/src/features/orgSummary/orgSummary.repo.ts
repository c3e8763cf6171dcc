// The Total Org Summary's reads: each one statement that aggregates in PostgreSQL, so that an
// organisation of thousands of people costs a few rows of answer. Logged time comes from the weekly
// bookkeeping (`time_entry_totals`) for a period's whole weeks and from the entries for the days around
// them. People, hours, projects, tasks, teams, blue squares and badges belong to other features: this
// repo only reads their tables.
import { HOURS_BAND_STARTS, HOURS_BANDS, hoursSourcesOf } from '@hgn/domain/orgSummary';
import type { ReportPeriod } from '@hgn/domain/reports';
import { PACIFIC_TZ } from '@hgn/domain/time';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { userBadges } from '../badges/badges.table.js';
import { blueSquares, retiredBlueSquares } from '../blueSquares/blueSquares.table.js';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { timeEntries, timeEntryTotals } from '../timeEntries/timeEntries.table.js';
import { users } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';

/** The Pacific day of an instant column. */
const pacificDayOf = (column: string) => sql.raw(`(${column} at time zone '${PACIFIC_TZ}')::date`);
const day = (value: string) => sql`${value}::date`;

/**
 * The period's logged seconds of active entries as rows (person_id, project_id, is_tangible, seconds):
 * whole weeks from the bookkeeping, the days before and after them from the entries, which the
 * bookkeeping counts only when they name a person.
 */
function loggedSql(period: ReportPeriod): SQL {
  const { weeks, days } = hoursSourcesOf(period);
  const parts: SQL[] = days.map(
    (span) => sql`select e.person_id, e.project_id, e.is_tangible, e.total_seconds::bigint as seconds
      from ${timeEntries} e
      where e.is_active and e.person_id is not null
        and e.date_of_work between ${day(span.fromDate)} and ${day(span.toDate)}`,
  );
  if (weeks)
    parts.push(sql`select t.person_id, t.project_id, t.is_tangible, t.seconds
      from ${timeEntryTotals} t
      where t.is_active and t.week_start between ${day(weeks.firstSunday)} and ${day(weeks.lastSunday)}`);
  return sql.join(parts, sql` union all `);
}

/** The tangible and intangible seconds of a group of logged rows `l`, as `tangible` and `intangible`. */
const secondsByTangibility = sql`
  coalesce(sum(l.seconds) filter (where l.is_tangible), 0) as tangible,
  coalesce(sum(l.seconds) filter (where not l.is_tangible), 0) as intangible`;

/** Each person's tangible and intangible seconds of the period. */
const perPersonSql = (period: ReportPeriod): SQL => sql`
  select l.person_id, ${secondsByTangibility}
  from (${loggedSql(period)}) l
  group by l.person_id`;

export type VolunteerFigureRow = {
  activeVolunteers: number;
  newVolunteers: number;
  deactivatedVolunteers: number;
  metCommitment: number;
  missedCommitment: number;
  /** Active people per hours band, in the order of `HOURS_BANDS`. */
  bands: number[];
  tangibleSeconds: number;
  intangibleSeconds: number;
  blueSquares: number;
  badgesEarned: number;
};

/**
 * The people's figures of a period. Active in it: started by its end, and active now or made inactive
 * on or after its first day. A commitment is met when the period's tangible time reaches the weekly
 * commitment times the period's weeks (its days over seven); the bands are of that time per week.
 */
async function volunteerFigures(
  reader: DbOrTransaction,
  period: ReportPeriod,
  days: number,
): Promise<VolunteerFigureRow> {
  const from = day(period.fromDate);
  const to = day(period.toDate);
  const deactivatedOn = pacificDayOf('u.deactivated_at');
  const weeklyHours = sql`p.tangible / 3600.0 / (${days}::float8 / 7)`;
  const bandStarts = sql.raw(`array[${HOURS_BAND_STARTS.join(',')}]::float8[]`);
  const bands = sql.join(
    HOURS_BANDS.map(
      (_, band) =>
        sql`count(*) filter (where p.is_active_in and width_bucket(${weeklyHours}, ${bandStarts}) = ${band})::int`,
    ),
    sql`, `,
  );
  const { rows } = await reader.execute<VolunteerFigureRow>(sql`
    with per_person as (${perPersonSql(period)}),
    people as (
      select u.weekly_committed_hours, coalesce(pp.tangible, 0)::float8 as tangible,
        u.start_date <= ${to} and (u.is_active or ${deactivatedOn} >= ${from}) as is_active_in,
        u.start_date between ${from} and ${to} as is_new,
        not u.is_active and ${deactivatedOn} between ${from} and ${to} as is_deactivated
      from ${users} u
      left join per_person pp on pp.person_id = u.id
    )
    select
      count(*) filter (where p.is_active_in)::int as "activeVolunteers",
      count(*) filter (where p.is_new)::int as "newVolunteers",
      count(*) filter (where p.is_deactivated)::int as "deactivatedVolunteers",
      count(*) filter (where p.is_active_in
        and p.tangible >= p.weekly_committed_hours * 3600.0 * ${days}::float8 / 7)::int as "metCommitment",
      count(*) filter (where p.is_active_in
        and p.tangible < p.weekly_committed_hours * 3600.0 * ${days}::float8 / 7)::int as "missedCommitment",
      array[${bands}] as bands,
      (select coalesce(sum(pp.tangible), 0) from per_person pp)::float8 as "tangibleSeconds",
      (select coalesce(sum(pp.intangible), 0) from per_person pp)::float8 as "intangibleSeconds",
      ((select count(*) from ${blueSquares} b where b.date between ${from} and ${to})
        + (select count(*) from ${retiredBlueSquares} r where r.date between ${from} and ${to}))::int
        as "blueSquares",
      (select count(*) from ${userBadges} ub cross join unnest(ub.earned_dates) as earned(on_day)
        where earned.on_day in (
          select to_char(d, 'Mon-DD-YY') from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') d
        ))::int as "badgesEarned"
    from people p`);
  return rows[0]!;
}

export type CategorySecondsRow = { category: string | null; seconds: number };

/** Tangible seconds of the period per project category; null for time on no project. */
async function tangibleSecondsByCategory(
  reader: DbOrTransaction,
  period: ReportPeriod,
): Promise<CategorySecondsRow[]> {
  const { rows } = await reader.execute<CategorySecondsRow>(sql`
    select p.category, sum(l.seconds)::float8 as seconds
    from (${loggedSql(period)}) l
    left join ${projects} p on p.id = l.project_id
    where l.is_tangible
    group by p.category`);
  return rows;
}

export type ProjectStatsRow = {
  id: string | null;
  name: string | null;
  category: string | null;
  isActive: boolean;
  tangibleSeconds: number;
  intangibleSeconds: number;
  tasksCompleted: number;
  tasksActive: number;
};

/**
 * Each project with time logged or a task open in the period, most hours first, and a line for time
 * on no project. Tasks are counted without their parents, whose hours and dates roll up theirs.
 */
async function projectStats(reader: DbOrTransaction, period: ReportPeriod): Promise<ProjectStatsRow[]> {
  const from = day(period.fromDate);
  const to = day(period.toDate);
  const completedOn = pacificDayOf('t.completed_at');
  const { rows } = await reader.execute<ProjectStatsRow>(sql`
    with hours as (
      select l.project_id, ${secondsByTangibility}
      from (${loggedSql(period)}) l
      group by l.project_id
    ), task_counts as (
      select w.project_id,
        count(*) filter (where ${completedOn} between ${from} and ${to}) as completed,
        count(*) filter (where ${pacificDayOf('t.created_at')} <= ${to}
          and (t.completed_at is null or ${completedOn} >= ${from})) as active
      from ${tasks} t
      join ${wbs} w on w.id = t.wbs_id
      where t.is_active and not t.has_child
      group by w.project_id
    ), lines as (
      select coalesce(h.project_id, c.project_id) as project_id,
        coalesce(h.tangible, 0) as tangible, coalesce(h.intangible, 0) as intangible,
        coalesce(c.completed, 0) as completed, coalesce(c.active, 0) as active
      from hours h
      full join task_counts c on c.project_id = h.project_id
    )
    select l.project_id as id, p.name, p.category, coalesce(p.is_active, true) as "isActive",
      l.tangible::float8 as "tangibleSeconds", l.intangible::float8 as "intangibleSeconds",
      l.completed::int as "tasksCompleted", l.active::int as "tasksActive"
    from lines l
    left join ${projects} p on p.id = l.project_id
    where l.tangible + l.intangible > 0 or l.completed + l.active > 0
    order by l.tangible + l.intangible desc, lower(p.name), l.project_id`);
  return rows;
}

export type TeamStatsRow = {
  id: string;
  name: string;
  teamCode: string;
  memberCount: number;
  activeMemberCount: number;
  tangibleSeconds: number;
  intangibleSeconds: number;
};

/**
 * Active teams with at least `activeMembersMinimum` active members at `endDate` (an active account
 * that started by then), with their members' time in the period, most hours first.
 */
async function teamStats(
  reader: DbOrTransaction,
  period: ReportPeriod,
  activeMembersMinimum: number,
): Promise<TeamStatsRow[]> {
  const { rows } = await reader.execute<TeamStatsRow>(sql`
    with per_person as (${perPersonSql(period)}),
    members as (
      select m.team_id, count(*) as members,
        count(*) filter (where u.is_active and u.start_date <= ${day(period.toDate)}) as active_members,
        coalesce(sum(pp.tangible), 0) as tangible, coalesce(sum(pp.intangible), 0) as intangible
      from ${teamMembers} m
      join ${users} u on u.id = m.user_id
      left join per_person pp on pp.person_id = m.user_id
      group by m.team_id
    )
    select t.id, t.name, t.team_code as "teamCode",
      coalesce(m.members, 0)::int as "memberCount", coalesce(m.active_members, 0)::int as "activeMemberCount",
      coalesce(m.tangible, 0)::float8 as "tangibleSeconds", coalesce(m.intangible, 0)::float8 as "intangibleSeconds"
    from ${teams} t
    left join members m on m.team_id = t.id
    where t.is_active and coalesce(m.active_members, 0) >= ${activeMembersMinimum}
    order by coalesce(m.tangible, 0) + coalesce(m.intangible, 0) desc, lower(t.name), t.id`);
  return rows;
}

export function createOrgSummaryRepo(db: DbOrTransaction) {
  return {
    volunteerFigures: (period: ReportPeriod, days: number) => volunteerFigures(db, period, days),
    tangibleSecondsByCategory: (period: ReportPeriod) => tangibleSecondsByCategory(db, period),
    projectStats: (period: ReportPeriod) => projectStats(db, period),
    teamStats: (period: ReportPeriod, activeMembersMinimum: number) =>
      teamStats(db, period, activeMembersMinimum),
  };
}
