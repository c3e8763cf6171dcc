import { benchAccounts } from '../dataset/accounts.js';
import { measureRequest } from './measure.js';
import type { Scenario } from './scenario.js';

type Page = { items?: unknown[]; total?: number; submitted?: number };

/**
 * The weekly summaries report as the Owner opens it: the first page of this week's people with the
 * count of everyone and of those who wrote, read from the database at each request (nothing is kept).
 */
export const summariesReportWeekScenario: Scenario = {
  name: 'summaries-report-week',
  measures: `GET /api/reports/weeklysummaries/page as ${benchAccounts.owner.email}: this week's first page of 50 people with their four weeks of summaries, hours, badges and time off, and the counts of everyone; nothing kept between requests`,
  needsServer: true,
  run: (context) =>
    measureRequest(context, {
      path: '/api/reports/weeklysummaries/page',
      account: 'owner',
      connections: 2,
      targetP95Ms: 150,
      describeAnswer: (answer) => {
        const page: Page = typeof answer === 'object' && answer !== null ? answer : {};
        const bytes = JSON.stringify(answer).length;
        return {
          line: `${page.items?.length ?? 0} of ${page.total ?? 0} people, ${page.submitted ?? 0} with this week's summary, ${(bytes / 1024).toFixed(0)} KiB of JSON`,
          details: { people: page.total, writtenThisWeek: page.submitted, bytes },
        };
      },
    }),
};
