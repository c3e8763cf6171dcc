import { measureRequest } from './measure.js';
import type { Scenario } from './scenario.js';

/** The team map's people: every user with coordinates and 10 tangible hours, and the manual entries. */
export const mapLocationsScenario: Scenario = {
  name: 'map-locations',
  measures:
    'GET /api/mapLocations as the Owner: every user on the map (coordinates and 10 tangible hours) and every manual entry',
  needsServer: true,
  run: (context) =>
    measureRequest(context, {
      path: '/api/mapLocations',
      connections: 2,
      largeAnswers: true,
      targetP95Ms: 100,
      describeAnswer: (answer) => {
        const { users, mUsers } = answer as { users?: unknown[]; mUsers?: unknown[] };
        return {
          line: `${users?.length ?? '?'} users and ${mUsers?.length ?? '?'} manual entries on the map`,
          details: { users: users?.length, manualEntries: mUsers?.length },
        };
      },
    }),
};
