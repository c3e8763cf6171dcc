import { measureRequest } from './measure.js';
import type { Scenario } from './scenario.js';

// Typed without the accent: the folded search must still find every José.
const TEXT = 'jose';

/** The people autocomplete (active users, at most ten) behind the team and badge dialogs. */
export const userAutocompleteScenario: Scenario = {
  name: 'user-autocomplete',
  measures: `GET /api/userprofile/autocomplete/${TEXT} as the Owner: accent-folded search of active users, at most 10`,
  needsServer: true,
  run: (context) =>
    measureRequest(context, {
      path: `/api/userprofile/autocomplete/${TEXT}`,
      connections: 10,
      targetP95Ms: 20,
      describeAnswer: (answer) => ({
        line: `${Array.isArray(answer) ? answer.length : '?'} suggestions for "${TEXT}"`,
        details: { text: TEXT },
      }),
    }),
};
