import { benchAccounts } from '../dataset/accounts.js';
import { measureRequest } from './measure.js';
import type { Scenario } from './scenario.js';

type Row = { weeklySummaries?: unknown[] };

/** The weekly summaries report as the Owner: every active person with the four weeks' summaries. */
export const summariesReportWeekScenario: Scenario = {
  name: 'summaries-report-week',
  measures: `GET /api/reports/weeklysummaries as ${benchAccounts.owner.email}: every active person with four weeks of summaries (three in four written), hours, badges and time off`,
  needsServer: true,
  run: (context) =>
    measureRequest(context, {
      path: '/api/reports/weeklysummaries',
      account: 'owner',
      connections: 2,
      targetP95Ms: 300,
      describeAnswer: (answer) => {
        const rows: Row[] = Array.isArray(answer) ? (answer as Row[]) : [];
        const written = rows.filter((row) => row.weeklySummaries?.[0] !== null).length;
        const bytes = JSON.stringify(answer).length;
        return {
          line: `${rows.length} people, ${written} with this week's summary, ${(bytes / 1024).toFixed(0)} KiB of JSON`,
          details: { people: rows.length, writtenThisWeek: written, bytes },
        };
      },
    }),
};
