// What the weekly summaries report shows of each person for one of the four weeks, and its filters.
import {
  hasSummaryFor,
  type SummaryWeek,
  type WeeklySummariesReportRowJson,
} from '@hgn/domain/weeklySummaries';

export type SummaryStatusFilter = 'all' | 'submitted' | 'missing';

export type ReportFilters = { teamCode: string | null; status: SummaryStatusFilter; search: string };

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
