// What the weekly summaries report shows of each person for one of its four weeks: on the screen and
// in its CSV export alike.
import { toCsv, plainTextOf, type CsvColumn } from '../reports/csv';
import { roundedHoursOf } from '../timeEntries/loggedHours';
import { googleDocLinkOf } from '../users/profileLinks';
import { isEmptySummary } from './summaryText';
import type { SummaryWeek } from './summaryWeeks';
import type { WeeklySummariesReportRowJson } from './weeklySummariesJson';

type Row = WeeklySummariesReportRowJson;

/** Whether the person wrote a summary for the week. */
export const hasSummaryFor = (row: Row, week: SummaryWeek): boolean => {
  const summary = row.weeklySummaries[week];
  return summary !== null && summary !== undefined && !isEmptySummary(summary.summary);
};

/** The week's tangible hours, to two decimals. */
export const hoursOfWeek = (row: Row, week: SummaryWeek): number =>
  roundedHoursOf(row.totalSeconds[week] ?? 0);

const summaryRequired = (row: Row): boolean =>
  !row.weeklySummaryNotReq && row.weeklySummaryOption !== 'Not Required';

/** The report's table for a week, a column each of what its line shows. */
const reportColumns = (week: SummaryWeek): CsvColumn<Row>[] => [
  { heading: 'First name', value: (row) => row.firstName },
  { heading: 'Last name', value: (row) => row.lastName },
  { heading: 'Email', value: (row) => row.email },
  { heading: 'Role', value: (row) => row.role },
  { heading: 'Team code', value: (row) => row.teamCode },
  { heading: 'Teams', value: (row) => row.teams.map((team) => team.teamName).join(', ') },
  { heading: 'Colour', value: (row) => row.filterColor ?? '' },
  { heading: 'Committed hours', value: (row) => row.weeklycommittedHours },
  { heading: 'Tangible hours', value: (row) => hoursOfWeek(row, week) },
  {
    heading: 'Summary status',
    value: (row) =>
      hasSummaryFor(row, week) ? 'Submitted' : summaryRequired(row) ? 'Not submitted' : 'Not required',
  },
  { heading: 'Summary', value: (row) => plainTextOf(row.weeklySummaries[week]?.summary ?? '') },
  { heading: 'Media URL', value: (row) => row.mediaUrl },
  { heading: 'Google Doc', value: (row) => googleDocLinkOf(row.adminLinks) },
  { heading: 'Total valid summaries', value: (row) => row.weeklySummariesCount },
  { heading: 'Bio', value: (row) => row.bioPosted },
];

/** The weekly summaries report of a week as CSV. */
export const weeklySummariesReportCsv = (rows: readonly Row[], week: SummaryWeek): string =>
  toCsv(reportColumns(week), rows);
