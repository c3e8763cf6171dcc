import pg from 'pg';
import { weekRange } from '@hgn/domain/time';
import { benchAccounts, MANAGER_TEAM_SIZE } from '../dataset/accounts.js';
import { benchId } from '../dataset/ids.js';
import { managerId } from '../dataset/tasks.js';
import { summariseLatencies, type Latencies } from '../lib/load.js';
import { measureRequest } from './measure.js';
import type { Scenario, ScenarioContext } from './scenario.js';

/** The Owner is the first generated user. */
const ownerId = benchId('user', 1);
const CONNECTIONS = 2;
const BARE_TARGET_RATIO = 1.5;

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

type Row = { personId?: unknown };
const rowsOf = (answer: unknown): Row[] => (Array.isArray(answer) ? (answer as Row[]) : []);

/** The Owner's leaderboard: every active person of the organisation, against the bare SQL aggregate. */
export const leaderboardOrgScenario: Scenario = {
  name: 'leaderboard-org',
  measures: `GET /api/dashboard/leaderboard/:userId as ${benchAccounts.owner.email}: every active person with this week's hours, against the bare SQL aggregate of the same rows`,
  needsServer: true,
  async run(context) {
    const outcome = await measureRequest(context, {
      path: `/api/dashboard/leaderboard/${ownerId}`,
      account: 'owner',
      connections: CONNECTIONS,
      targetP95Ms: 50,
      describeAnswer: (answer) => {
        const rows = rowsOf(answer);
        const bytes = JSON.stringify(answer).length;
        return {
          line: `${rows.length} people, ${(bytes / 1024).toFixed(0)} KiB of JSON`,
          details: { userId: ownerId, people: rows.length, bytes },
        };
      },
    });
    const bare = await measureBareAggregate(context);
    const load = outcome.details.load as { latencyMs: Latencies };
    const ratio = load.latencyMs.p95 / bare.p95;
    const withinRatio = ratio <= BARE_TARGET_RATIO;
    return {
      lines: [
        ...outcome.lines,
        `bare SQL aggregate (${bare.rows} rows, ${CONNECTIONS} connections): p50 ${bare.p50} ms, p95 ${bare.p95} ms`,
        `target p95 within ${BARE_TARGET_RATIO}x the bare aggregate's: ${ratio.toFixed(2)}x, ${withinRatio ? 'met' : 'MISSED'}`,
      ],
      passed: outcome.passed && withinRatio,
      ...(outcome.figure && { figure: outcome.figure }),
      details: { ...outcome.details, bareAggregate: bare, ratioToBare: ratio },
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
