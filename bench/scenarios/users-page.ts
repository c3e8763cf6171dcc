import { measureRequest } from './measure.js';
import type { Scenario } from './scenario.js';

// A fragment of several first names (Ana, Juliana, ...): hundreds of matches to count, sort and page.
const SEARCH = 'ana';

/** One page of user management with a search, as the Owner sees it. */
export const usersPageScenario: Scenario = {
  name: 'users-page',
  measures: `GET /api/userprofile/page?search=${SEARCH}&pageSize=10 as the Owner: accent-folded trigram search, count, sort, time off`,
  needsServer: true,
  run: (context) =>
    measureRequest(context, {
      path: `/api/userprofile/page?search=${SEARCH}&page=1&pageSize=10`,
      connections: 10,
      targetP95Ms: 50,
      describeAnswer: (answer) => {
        const { total } = answer as { total?: unknown };
        return {
          line: `${String(total)} users match "${SEARCH}"`,
          details: { search: SEARCH, matches: total },
        };
      },
    }),
};
