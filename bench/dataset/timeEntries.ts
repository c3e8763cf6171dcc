// Logged time: the scale's entries spread over the people's weeks from the current one backwards, then
// the hours kept from them (each task's hoursLogged), so the dataset reads as if every entry had been
// logged through the API.
import { pacificDate, weekRange } from '@hgn/domain/time';
import { bulkLoad } from '../../apps/server/src/platform/db/bulk-load.js';
import { timeEntryNotes } from './names.js';
import { pickFrom, type Step } from './step.js';

/** The furthest week back an entry may fall in; the scale's entries run out well before it. */
const WEEKS_BACK_MAX = 260;
/** How many of the first generated users log every week they are there: the bench accounts. */
const ALWAYS_LOGGING_USERS = 3;

/**
 * Everyone's logged time. Each person logs in a week they were there (started, and not yet left) with a
 * diligence of their own between 35% and 95%, 3 to 10 entries that week. The weeks are filled from the
 * current one backwards, every person's week whole, until the scale's entries are reached: about two
 * years of history. An entry is 15 minutes to a little over 4 hours on a day of its week (not after
 * today), 85% tangible; seven in ten tangible entries are on one of the person's started leaf tasks,
 * the others on one of their projects (any project, crowded like memberships, for people without one).
 * Notes are a sentence of more than ten words and a link. An archived project's entries are inactive,
 * as archiving makes them.
 */
const timeEntriesStep: Step = {
  name: 'time entries',
  async run(client, { scale }) {
    const now = new Date();
    const today = pacificDate(now);
    const weekStart = weekRange(now).startDate;
    await client.query(
      `CREATE TEMP TABLE bench_person_work ON COMMIT DROP AS
       SELECT u.id AS person_id, coalesce(t.tasks, '{}') AS tasks, t.task_wbs, t.task_projects,
         coalesce(p.projects, '{}') AS projects
       FROM users AS u
       LEFT JOIN (
         SELECT r.user_id, array_agg(t.id ORDER BY t.id) AS tasks, array_agg(t.wbs_id ORDER BY t.id) AS task_wbs,
           array_agg(w.project_id ORDER BY t.id) AS task_projects
         FROM task_resources AS r JOIN tasks AS t ON t.id = r.task_id JOIN wbs AS w ON w.id = t.wbs_id
         WHERE t.status <> 'Not Started'
         GROUP BY r.user_id
       ) AS t ON t.user_id = u.id
       LEFT JOIN (SELECT user_id, array_agg(project_id ORDER BY project_id) AS projects FROM project_members GROUP BY user_id) AS p
         ON p.user_id = u.id`,
    );
    await client.query(
      `CREATE TEMP TABLE bench_entry_weeks ON COMMIT DROP AS
       SELECT s.*, sum(s.entries) OVER (ORDER BY s.w, s.i) - s.entries AS first_entry
       FROM (
         SELECT g.i, w.w, u.id AS person_id, u.start_date, u.end_date, $2::date - 7 * w.w AS week_start,
           3 + pg_temp.bench_pick('week-entries:' || g.i || ':' || w.w, 8) AS entries
         FROM generate_series(1, $1::integer) AS g(i)
         JOIN users AS u ON u.id = pg_temp.bench_id('user', g.i)
         CROSS JOIN generate_series(0, $3::integer) AS w(w)
         WHERE $2::date - 7 * w.w + 6 >= u.start_date
           AND (u.end_date IS NULL OR $2::date - 7 * w.w <= u.end_date)
           AND (g.i <= $4::integer
             OR pg_temp.bench_unit('logs:' || g.i || ':' || w.w) < 0.35 + 0.6 * pg_temp.bench_unit('diligence:' || g.i))
       ) AS s`,
      [scale.users, weekStart, WEEKS_BACK_MAX, ALWAYS_LOGGING_USERS],
    );
    await bulkLoad(client, 'time_entries', () =>
      client.query(
        `INSERT INTO time_entries (id, entry_type, person_id, project_id, wbs_id, task_id, date_of_work,
         total_seconds, notes, is_tangible, is_active, created_at, updated_at)
       SELECT md5('time-entry:' || e.n)::uuid, 'default', s.person_id, c.project_id,
         CASE WHEN o.on_task THEN pw.task_wbs[d.k] END, CASE WHEN o.on_task THEN pw.tasks[d.k] END,
         d.day, 60 * (15 + 5 * pg_temp.bench_pick('minutes:' || e.n, 48)),
         ${pickFrom('$4::text[]', `'notes:' || e.n`)} || ' https://docs.example.org/work/' || e.n,
         d.tangible, p.is_active, c.logged_at, c.logged_at
       FROM bench_entry_weeks AS s
       JOIN bench_person_work AS pw ON pw.person_id = s.person_id
       CROSS JOIN LATERAL generate_series(s.first_entry + 1, least(s.first_entry + s.entries, $1::bigint)) AS e(n)
       CROSS JOIN LATERAL (
         SELECT pg_temp.bench_pick('tangible:' || e.n, 100) < 85 AS tangible,
           1 + pg_temp.bench_pick('task:' || e.n, greatest(cardinality(pw.tasks), 1)) AS k,
           least(greatest(s.week_start + pg_temp.bench_pick('day:' || e.n, least(7, $2::date - s.week_start + 1)),
             s.start_date), coalesce(s.end_date, $2::date), $2::date) AS day
       ) AS d
       CROSS JOIN LATERAL (
         SELECT d.tangible AND cardinality(pw.tasks) > 0 AND pg_temp.bench_pick('on-task:' || e.n, 10) < 7 AS on_task
       ) AS o
       CROSS JOIN LATERAL (
         SELECT CASE WHEN o.on_task THEN pw.task_projects[d.k]
             WHEN cardinality(pw.projects) > 0 THEN ${pickFrom('pw.projects', `'project-of:' || e.n`)}
             ELSE pg_temp.bench_id('project', 1 + floor($3::integer * power(pg_temp.bench_unit('any-project:' || e.n), 2))::integer)
           END AS project_id,
           least(now(), (d.day + time '08:00' + make_interval(mins => pg_temp.bench_pick('logged-at:' || e.n, 840)))
             AT TIME ZONE 'America/Los_Angeles') AS logged_at
       ) AS c
       JOIN projects AS p ON p.id = c.project_id
       WHERE s.first_entry < $1::bigint`,
        [scale.timeEntries, today, scale.projects, timeEntryNotes],
      ),
    );
    const { rows } = await client.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM time_entries',
    );
    if (rows[0]?.count !== scale.timeEntries)
      throw new Error(
        `expected ${scale.timeEntries} time entries, made ${rows[0]?.count}: raise WEEKS_BACK_MAX`,
      );
  },
};

/**
 * Each task's hoursLogged is its tangible entries' hours to two decimals, as logging them keeps it
 * (`roundedHoursOf`). Entries are on leaves only; the roll-up that follows gives the parents their
 * children's sum.
 */
const taskHoursStep: Step = {
  name: 'task hours logged',
  async run(client) {
    await client.query('UPDATE tasks SET hours_logged = 0 WHERE hours_logged <> 0');
    await client.query(
      `UPDATE tasks AS t SET hours_logged = h.hours
       FROM (SELECT task_id, round(sum(total_seconds) / 36.0) / 100 AS hours FROM time_entries
         WHERE is_tangible AND task_id IS NOT NULL GROUP BY task_id) AS h
       WHERE t.id = h.task_id`,
    );
  },
};

export const timeEntrySteps: readonly Step[] = [timeEntriesStep, taskHoursStep];
