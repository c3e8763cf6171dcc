import { benchAccounts } from '../dataset/accounts.js';
import { describeLoad, loadSucceeded, probe, runLoad } from '../lib/load.js';
import { requireServer, type Scenario } from './scenario.js';
import { signInForBench } from './users-page.js';

const CONNECTIONS = 10;
const TARGET_P95_MS = 20;
// Typed without the accent: the folded search must still find every José.
const TEXT = 'jose';

/** The people autocomplete (active users, at most ten) behind the team and badge dialogs. */
export const userAutocompleteScenario: Scenario = {
  name: 'user-autocomplete',
  measures: `GET /api/userprofile/autocomplete/${TEXT} as the Owner: accent-folded search of active users, at most 10`,
  needsServer: true,
  async run(context) {
    const baseUrl = requireServer(context);
    const token = await signInForBench(baseUrl, benchAccounts.owner.email);
    const url = `${baseUrl}/api/userprofile/autocomplete/${TEXT}`;
    const headers = { authorization: token };
    const first = await (await probe(url, { headers })).json();
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
        `${Array.isArray(first) ? first.length : '?'} suggestions for "${TEXT}"`,
        `target p95 < ${TARGET_P95_MS} ms: ${met ? 'met' : 'MISSED'}`,
      ],
      passed: met && loadSucceeded(result),
      details: { targetP95Ms: TARGET_P95_MS, text: TEXT, load: result },
    };
  },
};
