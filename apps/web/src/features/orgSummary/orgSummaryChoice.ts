// The queries of the summary's endpoints for the period chosen and the period it is compared with
// (null: the period of as many days before it, which the server computes).
import type { ReportPeriod } from '@hgn/domain/reports';
import type { PeriodQuery, TeamsStatsQuery, VolunteerStatsQuery } from './api/orgSummaryApi';

/** The projects' query of a period. */
export const periodQueryOf = ({ fromDate, toDate }: ReportPeriod): PeriodQuery => ({
  startDate: fromDate,
  endDate: toDate,
});

/** The volunteer figures' query of a period beside its comparison period. */
export const volunteerStatsQueryOf = (
  period: ReportPeriod,
  comparison: ReportPeriod | null,
): VolunteerStatsQuery => ({
  ...periodQueryOf(period),
  ...(comparison ? { comparisonStartDate: comparison.fromDate, comparisonEndDate: comparison.toDate } : {}),
});

/** The teams' query of a period. */
export const teamsQueryOf = (period: ReportPeriod, activeMembersMinimum: number): TeamsStatsQuery => ({
  ...periodQueryOf(period),
  activeMembersMinimum,
});
