import { BENCH_PASSWORD, benchAccounts } from '../dataset/accounts.js';
import { describeLoad, loadSucceeded, probe, runLoad } from '../lib/load.js';
import { requireServer, type Scenario } from './scenario.js';

const CONNECTIONS = 10;
const TARGET_P95_MS = 50;
// A fragment of several first names (Ana, Juliana, ...): hundreds of matches to count, sort and page.
const SEARCH = 'ana';

/** A session token for a bench account, signed in from an address of its own (the sign-in limit is per address). */
export async function signInForBench(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.19.0.2' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error(`signing in as ${email} answered ${response.status}`);
  return body.token;
}

/** One page of user management with a search, as the Owner sees it. */
export const usersPageScenario: Scenario = {
  name: 'users-page',
  measures: `GET /api/userprofile/page?search=${SEARCH}&pageSize=10 as the Owner: accent-folded trigram search, count, sort, time off`,
  needsServer: true,
  async run(context) {
    const baseUrl = requireServer(context);
    const token = await signInForBench(baseUrl, benchAccounts.owner.email);
    const url = `${baseUrl}/api/userprofile/page?search=${SEARCH}&page=1&pageSize=10`;
    const headers = { authorization: token };
    const first = (await (await probe(url, { headers })).json()) as { total?: unknown };
    const result = await runLoad({
      url,
      headers,
      connections: CONNECTIONS,
      durationSeconds: context.durationSeconds,
    });
    const met = result.latencyMs.p95 < TARGET_P95_MS;
    return {
      lines: [
        ...describeLoad(result),
        `${String(first.total)} users match "${SEARCH}"`,
        `target p95 < ${TARGET_P95_MS} ms: ${met ? 'met' : 'MISSED'}`,
      ],
      passed: met && loadSucceeded(result),
      details: { targetP95Ms: TARGET_P95_MS, search: SEARCH, matches: first.total, load: result },
    };
  },
};
