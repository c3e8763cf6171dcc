import { measureRequests } from './measure.js';
import type { Scenario } from './scenario.js';

/**
 * What visitors of `/collaboration` type and choose, in turn: a word of the descriptions, a word with a
 * character that is text in the search, a category, two categories with a word, and the first page.
 */
const QUERIES = [
  'search=village',
  'search=' + encodeURIComponent('grow (food'),
  'category=Engineering',
  'category=' + encodeURIComponent('Design,Media') + '&search=tools',
  '',
];

/** The public job board: a page of 18 listings of 2,000, found by text in title or description and by category. */
export const jobsSearchScenario: Scenario = {
  name: 'jobs-search',
  measures:
    'GET /api/jobs?page&limit=18&search&category with no session: a page of the 2,000 listings, searched and filtered',
  needsServer: true,
  run: (context) =>
    measureRequests(context, {
      request: (n) => ({ path: `/api/jobs?page=${1 + (n % 3)}&limit=18&${QUERIES[n % QUERIES.length]}` }),
      connections: 10,
      targetP95Ms: 30,
      describeAnswer: (answer) => {
        const { jobs, pagination } = answer as { jobs?: unknown[]; pagination?: { totalJobs?: number } };
        return {
          line: `${jobs?.length ?? '?'} listings of ${pagination?.totalJobs ?? '?'} match "${QUERIES[0]}"`,
          details: { queries: QUERIES, firstAnswerTotal: pagination?.totalJobs },
        };
      },
    }),
};
