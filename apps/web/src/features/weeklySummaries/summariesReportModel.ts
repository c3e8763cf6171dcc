// What the weekly summaries report shows of each person for one of the four weeks, and its filters.
import {
  isEmptySummary,
  type SummaryWeek,
  type WeeklySummariesReportRowJson,
} from '@hgn/domain/weeklySummaries';

export type SummaryStatusFilter = 'all' | 'submitted' | 'missing';

export type ReportFilters = { teamCode: string | null; status: SummaryStatusFilter; search: string };

/** Whether the person wrote a summary for the week. */
export const hasSummaryFor = (row: WeeklySummariesReportRowJson, week: SummaryWeek): boolean => {
  const summary = row.weeklySummaries[week];
  return summary !== null && summary !== undefined && !isEmptySummary(summary.summary);
};

/** The week's tangible hours, to two decimals. */
export const hoursOfWeek = (row: WeeklySummariesReportRowJson, week: SummaryWeek): number =>
  Math.round(((row.totalSeconds[week] ?? 0) / 3600) * 100) / 100;

/** The link an administrator gave the person's Google Doc, if any. */
export const googleDocOf = (row: WeeklySummariesReportRowJson): string | undefined =>
  row.adminLinks.find((link) => link.Name.trim().toLowerCase() === 'google doc')?.Link || undefined;

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The people the filters keep for the week, in the report's order. */
export function filterReportRows(
  rows: readonly WeeklySummariesReportRowJson[],
  week: SummaryWeek,
  { teamCode, status, search }: ReportFilters,
): WeeklySummariesReportRowJson[] {
  const wanted = folded(search.trim());
  return rows.filter(
    (row) =>
      (teamCode === null || row.teamCode === teamCode) &&
      (status === 'all' || (status === 'submitted') === hasSummaryFor(row, week)) &&
      (wanted === '' || folded(`${row.firstName} ${row.lastName}`).includes(wanted)),
  );
}

/** The team codes in use, sorted, for the filter. */
export const teamCodesOf = (rows: readonly WeeklySummariesReportRowJson[]): string[] =>
  [...new Set(rows.map((row) => row.teamCode).filter((code) => code !== ''))].sort((a, b) =>
    a.localeCompare(b),
  );
