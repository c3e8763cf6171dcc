import { weekRange } from '@hgn/domain/time';
import { measureRequests } from './measure.js';
import { requireServer, type Scenario } from './scenario.js';
import { signInVolunteers } from './volunteers.js';

/** How many volunteers open their time log at once, each with a session of their own. */
const VOLUNTEERS = 40;

/**
 * Volunteers reading their own time log: each request is one volunteer's Current Week or Last Week
 * (Sunday to Saturday, Pacific), in turn, as the time log's first two tabs load them.
 */
export const timelogWeekScenario: Scenario = {
  name: 'timelog-week',
  measures: `GET /api/TimeEntry/user/:userId/:fromDate/:toDate as ${VOLUNTEERS} Volunteers, each their own current or last week of the organisation's logged time`,
  needsServer: true,
  async run(context) {
    const volunteers = await signInVolunteers(requireServer(context), VOLUNTEERS);
    const now = new Date();
    const weeks = [weekRange(now), weekRange(now, -1)];
    return measureRequests(context, {
      request: (n) => {
        const { userId, token } = volunteers[n % volunteers.length]!;
        const week = weeks[Math.floor(n / volunteers.length) % weeks.length]!;
        return { path: `/api/TimeEntry/user/${userId}/${week.startDate}/${week.endDate}`, token };
      },
      connections: 10,
      targetP95Ms: 10,
      describeAnswer: (answer) => {
        const entries = Array.isArray(answer) ? answer.length : 0;
        return {
          line: `the first volunteer's current week holds ${entries} entries`,
          details: {
            volunteers: VOLUNTEERS,
            weeks: weeks.map((w) => [w.startDate, w.endDate]),
            firstAnswerEntries: entries,
          },
        };
      },
    });
  },
};
