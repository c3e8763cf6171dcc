import pg from 'pg';
import { benchAccounts } from '../dataset/accounts.js';
import { benchId } from '../dataset/ids.js';
import { probe } from '../lib/load.js';
import { measureRequest, signInForBench } from './measure.js';
import { requireServer, type Scenario, type ScenarioContext } from './scenario.js';

type Page = { items?: unknown[]; total?: number; submitted?: number };

const PATH = '/api/reports/weeklysummaries/page';
const TARGET_P95_MS = 150;
const COLD_READS = 5;
const TARGET_COLD_MS = 500;

/**
 * Reads that follow a change: another writer (as another server would) touches a person's row, which
 * the report's kept people are read from, and the next request reads them again. The worst of them.
 */
async function coldReads(context: ScenarioContext): Promise<number[]> {
  if (!context.databaseUrl) throw new Error("this scenario needs the dataset's database");
  const baseUrl = requireServer(context);
  const token = await signInForBench(baseUrl, benchAccounts.owner.email);
  const pool = new pg.Pool({ connectionString: context.databaseUrl, max: 1 });
  pool.on('error', () => undefined);
  const reads: number[] = [];
  try {
    for (let n = 0; n < COLD_READS; n += 1) {
      await pool.query('update users set missed_hours = missed_hours where id = $1', [benchId('user', 1)]);
      const started = performance.now();
      await (await probe(`${baseUrl}${PATH}`, { headers: { authorization: token } })).arrayBuffer();
      reads.push(Math.round((performance.now() - started) * 100) / 100);
    }
  } finally {
    await pool.end();
  }
  return reads;
}

/**
 * The weekly summaries report as the Owner opens it: the first page of this week's people with the
 * count of everyone and of those who wrote; warm (the people kept) under the load, then cold.
 */
export const summariesReportWeekScenario: Scenario = {
  name: 'summaries-report-week',
  measures: `GET ${PATH} as ${benchAccounts.owner.email}: this week's first page of 50 people with their four weeks of summaries, hours, badges and time off, and the counts of everyone; under load, then right after a change`,
  needsServer: true,
  async run(context) {
    const outcome = await measureRequest(context, {
      path: PATH,
      account: 'owner',
      connections: 2,
      targetP95Ms: TARGET_P95_MS,
      describeAnswer: (answer) => {
        const page: Page = typeof answer === 'object' && answer !== null ? answer : {};
        const bytes = JSON.stringify(answer).length;
        return {
          line: `${page.items?.length ?? 0} of ${page.total ?? 0} people, ${page.submitted ?? 0} with this week's summary, ${(bytes / 1024).toFixed(0)} KiB of JSON`,
          details: { people: page.total, writtenThisWeek: page.submitted, bytes },
        };
      },
    });
    const cold = await coldReads(context);
    const worstCold = Math.max(...cold);
    const coldMet = worstCold <= TARGET_COLD_MS;
    return {
      ...outcome,
      lines: [
        ...outcome.lines,
        `${COLD_READS} reads right after a change: worst ${worstCold} ms, target <= ${TARGET_COLD_MS} ms: ${coldMet ? 'met' : 'MISSED'}`,
      ],
      passed: outcome.passed && coldMet,
      details: { ...outcome.details, coldReadsMs: cold, targetColdMs: TARGET_COLD_MS },
    };
  },
};
