// The work breakdown structures and their tasks, numbered as the server numbers them
// (packages/domain/src/tasks/taskTree.ts): "1", "1.2", "1.2.3", "1.2.3.4" at levels 1 to 4, each task's
// `position` the last segment, `mother` its parent and parent_id1-3 its ancestors by level. People work
// on the leaves; every parent rolls up its children's hours, dates, priority and people with the
// domain's own `rollUp`, level by level from the bottom.
import type pg from 'pg';
import { rollUp, type RollUpChild } from '@hgn/domain/tasks';
import { MANAGER_TEAM_SIZE } from './accounts.js';
import { benchId } from './ids.js';
import { taskObjects, taskVerbs, wbsNames } from './names.js';
import { pickFrom, type Step } from './step.js';

/**
 * The WBS the tree and move scenarios use, in the first active project: exactly `tasks` tasks in four
 * levels. Ten top-level tasks have five children each. Task 1.1 has 20 children with 24 each below them
 * (`movedDescendants`), its sibling 1.2 none, and every other task of levels 2 and 3 five children.
 */
export const largeWbs = {
  id: benchId('wbs', 0),
  tasks: 2_000,
  movedNum: '1.1',
  swapNum: '1.2',
  movedDescendants: 500,
} as const;

const LARGE_TOP_LEVEL = 10;
const largeChildren = `CASE WHEN p.level = 1 THEN 5 WHEN p.num = '${largeWbs.movedNum}' THEN 20
  WHEN p.num = '${largeWbs.swapNum}' THEN 0 WHEN p.num LIKE '${largeWbs.movedNum}.%' THEN 24 ELSE 5 END`;

/** Every other WBS: four top-level tasks and two children for each task above level 4, 60 tasks. */
const SMALL_TOP_LEVEL = 4;
const SMALL_CHILDREN = 2;
const SMALL_WBS_TASKS = 60;

/** The bench manager's team, the only one the manager is in: the manager and MANAGER_TEAM_SIZE active people. */
export const managerTeamId = benchId('manager-team', 1);
/** The Manager is the third generated user. */
export const managerId = benchId('user', 3);

/** How many WBS besides the large one hold the scale's tasks. */
function smallWbsCount(tasks: number): number {
  const count = (tasks - largeWbs.tasks) / SMALL_WBS_TASKS;
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`a scale's tasks must be ${largeWbs.tasks} plus a multiple of ${SMALL_WBS_TASKS}`);
  return count;
}

const managerTeamStep: Step = {
  name: "manager's team",
  async run(client, { scale }) {
    await client.query(`DELETE FROM team_members WHERE user_id = $1`, [managerId]);
    await client.query(
      `INSERT INTO teams (id, name, is_active, team_code) VALUES ($1, 'Bench Manager Team', true, 'B0000')`,
      [managerTeamId],
    );
    await client.query(
      `INSERT INTO team_members (team_id, user_id, visible, added_at)
       SELECT $1, pg_temp.bench_id('user', m.i), true, now()
       FROM (SELECT 3 AS i
         UNION ALL (SELECT i FROM generate_series(4, $2::integer) AS i WHERE pg_temp.bench_is_active(i) ORDER BY i LIMIT $3)) AS m`,
      [managerTeamId, scale.users, MANAGER_TEAM_SIZE],
    );
  },
};

// Projects with more WBS come first, as members crowd into the first projects; one in twenty is inactive.
const wbsStep: Step = {
  name: 'wbs',
  async run(client, { scale }) {
    await client.query(
      `INSERT INTO wbs (id, project_id, name, is_active, created_at, updated_at)
       SELECT pg_temp.bench_id('wbs', k),
         CASE WHEN k = 0 THEN (SELECT id FROM projects WHERE is_active ORDER BY id LIMIT 1)
           ELSE pg_temp.bench_id('project', 1 + mod(floor($2::integer * power(pg_temp.bench_unit('wbs-project:' || k), 2))::integer, $2::integer)) END,
         CASE WHEN k = 0 THEN 'Bench Large WBS' ELSE format('%s %s', ${pickFrom('$3::text[]', `'wbs-name:' || k`)}, k) END,
         k = 0 OR pg_temp.bench_pick('wbs-active:' || k, 20) <> 0,
         c.created_at, c.created_at
       FROM generate_series(0, $1::integer) AS k
       CROSS JOIN LATERAL (SELECT now() - make_interval(days => pg_temp.bench_pick('wbs-created:' || k, 1000)) AS created_at) AS c`,
      [smallWbsCount(scale.tasks), scale.projects, wbsNames],
    );
  },
};

/**
 * The columns of a new task `n.id`, numbered `num` at `level` under the parent row `p` (a task, or the
 * WBS for top-level ones), `j` among its siblings. Parents' hours, dates and priority are rolled up later.
 */
const taskColumns = (wbsId: string, num: string, level: string, ancestors: string) => `
INSERT INTO tasks (id, wbs_id, name, num, level, position, mother, parent_id1, parent_id2, parent_id3,
  priority, is_assigned, status, hours_best, hours_most, hours_worst, estimated_hours, hours_logged,
  started_at, due_at, completed_at, created_by, created_at, updated_at)
SELECT n.id, ${wbsId},
  format('%s %s', ${pickFrom('$1::text[]', `'task-verb:' || n.id`)}, ${pickFrom('$2::text[]', `'task-object:' || n.id`)}),
  ${num}, ${level}, j, ${ancestors},
  (ARRAY['Primary', 'Secondary', 'Tertiary'])[1 + pg_temp.bench_pick('task-priority:' || n.id, 3)],
  pg_temp.bench_pick('task-assigned:' || n.id, 10) <> 0,
  a.status, a.best, a.best * 1.5, a.best * 2, a.best * 1.5,
  CASE a.status WHEN 'Not Started' THEN 0 WHEN 'Complete' THEN a.best * 1.5
    ELSE round((a.best * 1.5 * pg_temp.bench_unit('task-logged:' || n.id))::numeric, 1) END,
  a.started_at,
  a.started_at + make_interval(days => 7 + pg_temp.bench_pick('task-due:' || n.id, 90)),
  CASE WHEN a.status = 'Complete' THEN a.started_at + make_interval(days => 1 + pg_temp.bench_pick('task-done:' || n.id, 60)) END,
  pg_temp.bench_id('user', 1), p.created_at, p.created_at`;

const taskAttributes = `
CROSS JOIN LATERAL (SELECT md5(p.id || ':' || j)::uuid AS id) AS n
CROSS JOIN LATERAL (
  SELECT 1 + pg_temp.bench_pick('task-hours:' || n.id, 12) AS best,
    (ARRAY['Not Started', 'Not Started', 'Active', 'Active', 'Started', 'Complete'])[1 + pg_temp.bench_pick('task-status:' || n.id, 6)] AS status,
    now() - make_interval(days => pg_temp.bench_pick('task-started:' || n.id, 400)) AS started_at
) AS a`;

/** Level by level: each task's id is the md5 of its parent's id and its position. */
const tasksStep: Step = {
  name: 'tasks',
  async run(client, { scale }) {
    await client.query(
      `${taskColumns('p.id', 'j::text', '1', 'NULL::uuid, NULL::uuid, NULL::uuid, NULL::uuid')}
       FROM wbs AS p
       CROSS JOIN LATERAL generate_series(1, CASE WHEN p.id = $3 THEN ${LARGE_TOP_LEVEL} ELSE ${SMALL_TOP_LEVEL} END) AS j
       ${taskAttributes}`,
      [taskVerbs, taskObjects, largeWbs.id],
    );
    for (const level of [2, 3, 4])
      await client.query(
        `${taskColumns(
          'p.wbs_id',
          `p.num || '.' || j`,
          'p.level + 1',
          `p.id,
           CASE WHEN p.level = 1 THEN p.id ELSE p.parent_id1 END,
           CASE WHEN p.level = 2 THEN p.id ELSE p.parent_id2 END,
           CASE WHEN p.level = 3 THEN p.id ELSE p.parent_id3 END`,
        )}
         FROM tasks AS p
         CROSS JOIN LATERAL generate_series(1, CASE WHEN p.wbs_id = $3 THEN ${largeChildren} ELSE ${SMALL_CHILDREN} END) AS j
         ${taskAttributes}
         WHERE p.level = $4`,
        [taskVerbs, taskObjects, largeWbs.id, level - 1],
      );
    await checkShape(client, scale.tasks);
  },
};

/** Refuses a dataset whose tasks are not what the scenarios rely on. */
async function checkShape(client: pg.ClientBase, tasks: number) {
  const { rows } = await client.query<{ total: number; large: number; below: number }>(
    `SELECT (SELECT count(*)::integer FROM tasks) AS total,
       (SELECT count(*)::integer FROM tasks WHERE wbs_id = $1) AS large,
       (SELECT count(*)::integer FROM tasks AS t JOIN tasks AS m ON m.wbs_id = t.wbs_id AND m.num = $2
         WHERE t.wbs_id = $1 AND t.num LIKE m.num || '.%') AS below`,
    [largeWbs.id, largeWbs.movedNum],
  );
  const shape = rows[0]!;
  if (shape.total !== tasks || shape.large !== largeWbs.tasks || shape.below !== largeWbs.movedDescendants)
    throw new Error(
      `expected ${tasks} tasks, ${largeWbs.tasks} in the large WBS and ${largeWbs.movedDescendants} below ${largeWbs.movedNum}; ` +
        `made ${shape.total}, ${shape.large} and ${shape.below}`,
    );
}

type ChildRow = RollUpChild<string> & { id: string; mother: string };

/** The parents of the tasks at `level` take on their children's roll-up, in two bulk statements. */
async function rollUpLevel(client: pg.ClientBase, level: number, now: Date) {
  const { rows } = await client.query<ChildRow>(
    `SELECT t.id, t.mother, t.hours_best AS "hoursBest", t.hours_worst AS "hoursWorst", t.hours_most AS "hoursMost",
       t.hours_logged AS "hoursLogged", t.estimated_hours AS "estimatedHours", t.started_at AS "startedAt",
       t.due_at AS "dueAt", t.priority,
       coalesce(array_agg(r.user_id::text ORDER BY r.added_at, r.user_id) FILTER (WHERE r.user_id IS NOT NULL), '{}') AS resources
     FROM tasks AS t LEFT JOIN task_resources AS r ON r.task_id = t.id
     WHERE t.level = $1
     GROUP BY t.id
     ORDER BY t.mother, t.position`,
    [level],
  );
  const byMother = new Map<string, ChildRow[]>();
  for (const row of rows) {
    const siblings = byMother.get(row.mother);
    if (siblings) siblings.push(row);
    else byMother.set(row.mother, [row]);
  }
  const parents = [...byMother].map(([mother, children]) => ({
    mother,
    count: children.length,
    ...rollUp(children, (userId) => userId)!,
  }));
  await client.query(
    `UPDATE tasks AS p SET has_child = true, children_qty = u.count, hours_best = u.hours_best,
       hours_worst = u.hours_worst, hours_most = u.hours_most, hours_logged = u.hours_logged,
       estimated_hours = u.estimated_hours, started_at = u.started_at, due_at = u.due_at, priority = u.priority
     FROM unnest($1::uuid[], $2::integer[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::float8[],
       $8::timestamptz[], $9::timestamptz[], $10::text[])
       AS u(id, count, hours_best, hours_worst, hours_most, hours_logged, estimated_hours, started_at, due_at, priority)
     WHERE p.id = u.id`,
    [
      parents.map((p) => p.mother),
      parents.map((p) => p.count),
      parents.map((p) => p.hoursBest),
      parents.map((p) => p.hoursWorst),
      parents.map((p) => p.hoursMost),
      parents.map((p) => p.hoursLogged),
      parents.map((p) => p.estimatedHours),
      parents.map((p) => p.startedAt),
      parents.map((p) => p.dueAt),
      parents.map((p) => p.priority),
    ],
  );
  // As the server adds them: each person once, in the order of first appearance, their own part not done.
  const people = parents.flatMap((p) =>
    p.resources.map((userId, i) => ({ taskId: p.mother, userId, addedAt: new Date(now.getTime() + i) })),
  );
  await client.query(
    `INSERT INTO task_resources (task_id, user_id, added_at)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[])`,
    [people.map((p) => p.taskId), people.map((p) => p.userId), people.map((p) => p.addedAt)],
  );
}

/**
 * Each level-2 task has a crew of three active people; each assigned leaf in its subtree gets one of
 * them, one in five a second. Three in ten have done their part, submitted or reviewed.
 */
const taskResourcesStep: Step = {
  name: 'task resources',
  async run(client, { scale }) {
    await client.query(
      `INSERT INTO task_resources (task_id, user_id, completed_task, review_status, added_at)
       SELECT t.id, pg_temp.bench_id('user', 10 * pg_temp.bench_pick('crew:' || c.seed, $1::integer / 10) + 1 + pg_temp.bench_pick('crew-member:' || c.seed, 9)),
         d.done, CASE WHEN NOT d.done THEN 'Unsubmitted' WHEN pg_temp.bench_pick('review:' || c.seed, 2) = 0 THEN 'Reviewed' ELSE 'Submitted' END,
         t.created_at + make_interval(mins => r)
       FROM tasks AS t
       CROSS JOIN LATERAL generate_series(0, CASE WHEN pg_temp.bench_pick('task-people:' || t.id, 5) = 0 THEN 1 ELSE 0 END) AS r
       CROSS JOIN LATERAL (SELECT coalesce(t.parent_id2, t.id) || ':' || pg_temp.bench_pick('crew-of:' || t.id || ':' || r, 3) AS seed) AS c
       CROSS JOIN LATERAL (SELECT pg_temp.bench_pick('resource-done:' || t.id || ':' || r, 10) < 3 AS done) AS d
       WHERE t.is_assigned AND NOT EXISTS (SELECT 1 FROM tasks AS child WHERE child.mother = t.id)
       ON CONFLICT DO NOTHING`,
      [scale.users],
    );
  },
};

/** Parents take their children's roll-up, level by level from the bottom, once the leaves' hours are logged. */
export const taskRollUpStep: Step = {
  name: 'task roll-up',
  async run(client) {
    const now = new Date();
    for (const level of [4, 3, 2]) await rollUpLevel(client, level, now);
  },
};

/** The work breakdown up to the leaves' people; `taskRollUpStep` completes it after the time entries. */
export const taskSteps: readonly Step[] = [managerTeamStep, wbsStep, tasksStep, taskResourcesStep];
