import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { weekRange } from '@hgn/domain/time';
import { benchAccounts, MANAGER_TEAM_SIZE } from '../dataset/accounts.js';
import { benchId } from '../dataset/ids.js';
import { managerId } from '../dataset/tasks.js';
import { probe, summariseLatencies, type Latencies } from '../lib/load.js';
import { measureRequest, signInForBench } from './measure.js';
import { requireServer, type Scenario, type ScenarioContext } from './scenario.js';

/** The Owner is the first generated user. */
const ownerId = benchId('user', 1);
const CONNECTIONS = 2;
const BARE_TARGET_RATIO = 0.5;
const TARGET_P95_MS = 10;

/**
 * The bare SQL of the organisation's leaderboard: every active person with this week's tangible and
 * total seconds, grouped, the rows as PostgreSQL sends them; no scope, summary, time off or JSON.
 */
const BARE_AGGREGATE = `
  SELECT u.id, u.first_name, u.last_name, u.role, u.weekly_committed_hours,
    coalesce(sum(t.seconds) FILTER (WHERE t.is_tangible), 0) AS tangible, coalesce(sum(t.seconds), 0) AS total
  FROM users u
  LEFT JOIN time_entry_totals t ON t.person_id = u.id AND t.week_start = $1 AND t.is_active
  WHERE u.is_active
  GROUP BY u.id`;

/** The bare aggregate's latencies over the run's duration, from as many connections as the load's. */
async function measureBareAggregate(context: ScenarioContext): Promise<Latencies & { rows: number }> {
  if (!context.databaseUrl) throw new Error("this scenario needs the dataset's database");
  const pool = new pg.Pool({ connectionString: context.databaseUrl, max: CONNECTIONS });
  const week = weekRange(new Date()).startDate;
  const samples: number[] = [];
  let rows = 0;
  try {
    const ends = performance.now() + context.durationSeconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < ends) {
          const started = performance.now();
          rows = (await pool.query(BARE_AGGREGATE, [week])).rowCount ?? 0;
          samples.push(performance.now() - started);
        }
      }),
    );
  } finally {
    await pool.end();
  }
  return { ...summariseLatencies(samples), rows };
}

type Row = { personId?: unknown; missedHours?: unknown };
const rowsOf = (answer: unknown): Row[] => (Array.isArray(answer) ? (answer as Row[]) : []);
const itemsOf = (answer: unknown): Row[] =>
  typeof answer === 'object' && answer !== null && Array.isArray((answer as { items?: unknown }).items)
    ? (answer as { items: Row[] }).items
    : [];

/** A change the leaderboard shows is written this often while the load runs. */
const WRITE_EVERY_MS = 2_000;
/** The page of the search that reads the written person back. */
const SEARCH_PAGE_SIZE = 200;

/**
 * While the load runs, another writer (as another server would) changes one person's missed hours every
 * `WRITE_EVERY_MS`, and once it has committed, reads that person's row through the page the dashboard
 * asks for: every read must show the value just written, so the kept board is proved fresh under the
 * load. The person's hours are put back afterwards.
 */
async function writeBetweenReads(context: ScenarioContext, token: string, until: Promise<unknown>) {
  if (!context.databaseUrl) throw new Error("this scenario needs the dataset's database");
  const baseUrl = requireServer(context);
  const pool = new pg.Pool({ connectionString: context.databaseUrl, max: 1 });
  // A server stopped by a failed run ends the idle connection: the run's own error is the one to see.
  pool.on('error', () => undefined);
  // The person whose name the fewest share: the search for it finds them on its one page.
  const { rows } = await pool.query<{ id: string; name: string; missed: number }>(
    `with named as (
       select u.id, u.first_name || ' ' || u.last_name as name, u.missed_hours as missed,
         count(*) over (partition by lower(u.first_name || ' ' || u.last_name)) as namesakes
       from users u where u.is_active and u.id <> $1)
     select id, name, missed from named where namesakes <= $2 order by namesakes, id limit 1`,
    [ownerId, SEARCH_PAGE_SIZE],
  );
  const person = rows[0];
  if (!person) throw new Error('every active name is shared by more people than a page holds');
  let writes = 0;
  let stale = 0;
  let done = false;
  void until.then(() => (done = true));
  try {
    while (!done) {
      await sleep(WRITE_EVERY_MS);
      writes += 1;
      const missed = 100 + writes;
      await pool.query('update users set missed_hours = $2 where id = $1', [person.id, missed]);
      const answer: unknown = await (
        await probe(
          `${baseUrl}/api/dashboard/leaderboard/${ownerId}/page?pageSize=${SEARCH_PAGE_SIZE}&search=${encodeURIComponent(person.name)}`,
          { headers: { authorization: token } },
        )
      ).json();
      const row = itemsOf(answer).find((item) => item.personId === person.id);
      if (row?.missedHours !== missed) stale += 1;
    }
  } finally {
    await pool.query('update users set missed_hours = $2 where id = $1', [person.id, person.missed]);
    await pool.end();
  }
  return { writes, stale };
}

/**
 * The Owner's leaderboard as the dashboard reads it: the first page of every active person, the board
 * kept between requests and proved fresh by writes between the reads; against the bare SQL aggregate.
 */
export const leaderboardOrgScenario: Scenario = {
  name: 'leaderboard-org',
  measures: `GET /api/dashboard/leaderboard/:userId/page as ${benchAccounts.owner.email}: the first page of every active person with this week's hours, a change written every ${WRITE_EVERY_MS / 1000} s and read back; against the bare SQL aggregate of the same rows`,
  needsServer: true,
  async run(context) {
    const token = await signInForBench(requireServer(context), benchAccounts.owner.email);
    const whole = rowsOf(
      await (
        await probe(`${requireServer(context)}/api/dashboard/leaderboard/${ownerId}`, {
          headers: { authorization: token },
        })
      ).json(),
    );
    let stopWriting: () => void = () => undefined;
    const loadEnded = new Promise<void>((resolve) => (stopWriting = resolve));
    const writing = writeBetweenReads(context, token, loadEnded);
    const measured = measureRequest(context, {
      path: `/api/dashboard/leaderboard/${ownerId}/page`,
      account: 'owner',
      connections: CONNECTIONS,
      targetP95Ms: TARGET_P95_MS,
      describeAnswer: (answer) => {
        const bytes = JSON.stringify(answer).length;
        return {
          line: `a page of ${itemsOf(answer).length} of ${whole.length} people, ${(bytes / 1024).toFixed(0)} KiB of JSON`,
          details: { userId: ownerId, people: whole.length, pageBytes: bytes },
        };
      },
    }).finally(stopWriting);
    const [outcome, { writes, stale }] = await Promise.all([measured, writing]);
    const bare = await measureBareAggregate(context);
    const load = outcome.details.load as { latencyMs: Latencies };
    const ratio = load.latencyMs.p95 / bare.p95;
    const withinRatio = ratio <= BARE_TARGET_RATIO;
    const fresh = writes > 0 && stale === 0;
    return {
      lines: [
        ...outcome.lines,
        `${writes} changes written during the load, ${stale} read back stale: ${fresh ? 'fresh' : 'STALE'}`,
        `bare SQL aggregate (${bare.rows} rows, ${CONNECTIONS} connections): p50 ${bare.p50} ms, p95 ${bare.p95} ms`,
        `target p95 within ${BARE_TARGET_RATIO}x the bare aggregate's: ${ratio.toFixed(2)}x, ${withinRatio ? 'met' : 'MISSED'}`,
      ],
      passed: outcome.passed && withinRatio && fresh,
      ...(outcome.figure && { figure: outcome.figure }),
      details: { ...outcome.details, writes, stale, bareAggregate: bare, ratioToBare: ratio },
    };
  },
};

/** The Manager's leaderboard: the manager and the people of their one team. */
export const leaderboardTeamScenario: Scenario = {
  name: 'leaderboard-team',
  measures: `GET /api/dashboard/leaderboard/:userId as ${benchAccounts.manager.email}: the manager and the ${MANAGER_TEAM_SIZE} people of their team with this week's hours`,
  needsServer: true,
  run: (context) =>
    measureRequest(context, {
      path: `/api/dashboard/leaderboard/${managerId}`,
      account: 'manager',
      connections: 10,
      targetP95Ms: 10,
      describeAnswer: (answer) => {
        const rows = rowsOf(answer);
        return { line: `${rows.length} people`, details: { userId: managerId, people: rows.length } };
      },
    }),
};
