import { benchAccounts, BENCH_PASSWORD } from '../dataset/accounts.js';
import { describeLoad, loadSucceeded, probe, runLoad } from '../lib/load.js';
import { requireServer, type Scenario } from './scenario.js';

// Each sign-in verifies an argon2id hash, tens of milliseconds of CPU on a worker thread; more
// connections than cores would only measure queueing.
const CONNECTIONS = 4;

/** Sign-in as a volunteer: one user lookup by e-mail, the password check and a new session row. */
export const loginScenario: Scenario = {
  name: 'login',
  measures: 'POST /api/login as bench-volunteer@example.org: argon2id verification plus a session write',
  needsServer: true,
  async run(context) {
    const url = `${requireServer(context)}/api/login`;
    const request = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: benchAccounts.volunteer.email, password: BENCH_PASSWORD }),
    };
    const signedIn = (await (
      await probe(url, { ...request, headers: { ...request.headers, 'x-forwarded-for': '198.19.0.1' } })
    ).json()) as {
      token?: unknown;
    };
    if (typeof signedIn.token !== 'string') throw new Error(`POST ${url} answered without a token`);
    const result = await runLoad({
      url,
      ...request,
      connections: CONNECTIONS,
      durationSeconds: context.durationSeconds,
      varyClientAddress: true,
    });
    return { lines: describeLoad(result), passed: loadSucceeded(result), details: { load: result } };
  },
};
