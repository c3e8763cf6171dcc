import { benchAccounts, BENCH_PASSWORD } from '../dataset/accounts.js';
import { benchId } from '../dataset/ids.js';
import { measureRequests, signInForBench } from './measure.js';
import { requireServer, type Scenario } from './scenario.js';

/** The project holding half of the generated tools. */
const projectId = benchId('building', 1);
/** Names the tool list's filter is given in turn: each matches a tenth of the types, one a single type. */
const NAME_FILTERS = ['hammer', 'Saw', 'drill', 'Ladder 1', 'wrench 20'];

/** The Owner's session once it has opened the building portal (`POST /api/bm/login`). */
async function ownerInBuildingPortal(baseUrl: string): Promise<string> {
  const signedIn = await signInForBench(baseUrl, benchAccounts.owner.email);
  const response = await fetch(`${baseUrl}/api/bm/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: signedIn, 'x-forwarded-for': '198.19.0.3' },
    body: JSON.stringify({ email: benchAccounts.owner.email, password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string')
    throw new Error(`opening the building portal answered ${response.status}`);
  return body.token;
}

/**
 * The tools list of the building area: the first project's page of 100 items, filtered
 * by a part of the tool's name, as the list page asks when someone types in its name filter.
 */
export const bmInventoryListScenario: Scenario = {
  name: 'bm-inventory-list',
  measures:
    "GET /api/bm/tools?project=&name=&limit=100 as the Owner: a page of the largest building project's tools, filtered by name",
  needsServer: true,
  async run(context) {
    const token = await ownerInBuildingPortal(requireServer(context));
    return measureRequests(context, {
      request: (n) => ({
        path: `/api/bm/tools?project=${projectId}&limit=100&name=${encodeURIComponent(NAME_FILTERS[n % NAME_FILTERS.length]!)}`,
        token,
      }),
      connections: 10,
      targetP95Ms: 50,
      describeAnswer: (answer) => {
        const items = Array.isArray(answer) ? answer.length : 0;
        return {
          line: `the first page holds ${items} tools named like "${NAME_FILTERS[0]}"`,
          details: { projectId, nameFilters: NAME_FILTERS, firstAnswerItems: items },
        };
      },
    });
  },
};
