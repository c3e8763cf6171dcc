// The queries of the Total Org Summary's endpoints: Pacific days (`YYYY-MM-DD`, or an ISO instant read
// as its Pacific day), a start not after its end, a period of at most five years, bounded numbers.
import { z } from 'zod';
import { orgSummaryMessages as msg } from '../messages/orgSummary.messages';
import { reportFormat } from '../reports/csv';
import { daysOfPeriod, REPORT_PERIOD_MAX_DAYS } from '../reports/reportPeriod';
import { dayInput } from '../time/dayInput';

/** The most active members a team may be asked to have. */
export const ACTIVE_MEMBERS_MINIMUM_MAX = 10_000;

/**
 * The first day a report may cover. The organisation's records start long after it, and a bound keeps
 * the comparison period before a period's start a day the calendar can write.
 */
export const EARLIEST_REPORT_DAY = '1970-01-01';

/** The tables of `GET /api/reports/volunteerstats` that its CSV can hold. */
export const VOLUNTEER_STATS_TABLES = ['figures', 'categories', 'bands'] as const;
export type VolunteerStatsTable = (typeof VOLUNTEER_STATS_TABLES)[number];

const day = dayInput(msg.invalidDate, msg.dateRequired);
const optionalDay = day.optional();

/** A period's rule on two of the query's fields: both days given, the start not after the end, not too long. */
const period =
  (start: string, end: string) =>
  (query: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const fromDate = query[start];
    const toDate = query[end];
    if (typeof fromDate !== 'string' || typeof toDate !== 'string') return;
    if (fromDate < EARLIEST_REPORT_DAY)
      ctx.addIssue({ code: 'custom', path: [start], message: msg.tooEarly(EARLIEST_REPORT_DAY) });
    else if (fromDate > toDate) ctx.addIssue({ code: 'custom', path: [end], message: msg.startAfterEnd });
    else if (daysOfPeriod({ fromDate, toDate }) > REPORT_PERIOD_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: [end], message: msg.periodTooLong(REPORT_PERIOD_MAX_DAYS) });
  };

/** A period the summary's page chooses, checked with the same rule as the endpoints' periods. */
export const orgSummaryPeriodInput = z
  .object({ fromDate: day, toDate: day })
  .superRefine(period('fromDate', 'toDate'));

/**
 * `GET /api/reports/volunteerstats`: the period, and the comparison period (both days or neither; the
 * period of as many days just before by default). With `format=csv`, `table` chooses the table.
 */
export const volunteerStatsQuery = z
  .object({
    startDate: day,
    endDate: day,
    comparisonStartDate: optionalDay,
    comparisonEndDate: optionalDay,
    format: reportFormat,
    table: z.enum(VOLUNTEER_STATS_TABLES).default('figures'),
  })
  .superRefine((query, ctx) => {
    period('startDate', 'endDate')(query, ctx);
    const { comparisonStartDate, comparisonEndDate } = query;
    if ((comparisonStartDate === undefined) !== (comparisonEndDate === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [comparisonStartDate === undefined ? 'comparisonStartDate' : 'comparisonEndDate'],
        message: msg.comparisonIncomplete,
      });
    period('comparisonStartDate', 'comparisonEndDate')(query, ctx);
  });
export type VolunteerStatsQuery = z.output<typeof volunteerStatsQuery>;

/** `GET /api/reports/overviewsummaries/taskandprojectstats`. */
export const taskAndProjectStatsQuery = z
  .object({ startDate: day, endDate: day, format: reportFormat })
  .superRefine(period('startDate', 'endDate'));
export type TaskAndProjectStatsQuery = z.output<typeof taskAndProjectStatsQuery>;

const membersMinimum = msg.membersMinimum(ACTIVE_MEMBERS_MINIMUM_MAX);

/**
 * `GET /api/reports/teams`: teams with at least `activeMembersMinimum` active members at `endDate`,
 * with their hours from `startDate` (by default the four weeks, 28 days, ending at `endDate`).
 */
export const teamsStatsQuery = z
  .object({
    startDate: optionalDay,
    endDate: day,
    activeMembersMinimum: z.coerce
      .number(membersMinimum)
      .int(membersMinimum)
      .min(0, membersMinimum)
      .max(ACTIVE_MEMBERS_MINIMUM_MAX, membersMinimum)
      .default(0),
    format: reportFormat,
  })
  .superRefine(period('startDate', 'endDate'));
export type TeamsStatsQuery = z.output<typeof teamsStatsQuery>;
