// What the weekly summaries report shows of each person for one of the four weeks, and its filters.
import {
  hasSummaryFor,
  type ReportColour,
  type SummaryWeek,
  type WeeklySummariesReportRowJson,
} from '@hgn/domain/weeklySummaries';

export type SummaryStatusFilter = 'all' | 'submitted' | 'missing';

/** An empty list keeps everyone; a list with entries keeps the people who match any of them. */
export type ReportFilters = {
  teamIds: readonly string[];
  teamCodes: readonly string[];
  colours: readonly ReportColour[];
  status: SummaryStatusFilter;
  search: string;
};

export const NO_REPORT_FILTERS: ReportFilters = {
  teamIds: [],
  teamCodes: [],
  colours: [],
  status: 'all',
  search: '',
};

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const keeps = <T>(chosen: readonly T[], matches: (value: T) => boolean): boolean =>
  chosen.length === 0 || chosen.some(matches);

/** The people the filters keep for the week, in the report's order. */
export function filterReportRows(
  rows: readonly WeeklySummariesReportRowJson[],
  week: SummaryWeek,
  { teamIds, teamCodes, colours, status, search }: ReportFilters,
): WeeklySummariesReportRowJson[] {
  const wanted = folded(search.trim());
  return rows.filter(
    (row) =>
      keeps(teamIds, (teamId) => row.teams.some((team) => team._id === teamId)) &&
      keeps(teamCodes, (code) => row.teamCode === code) &&
      keeps(colours, (colour) => row.filterColor === colour) &&
      (status === 'all' || (status === 'submitted') === hasSummaryFor(row, week)) &&
      (wanted === '' || folded(`${row.firstName} ${row.lastName}`).includes(wanted)),
  );
}

const byText = (a: string, b: string) => a.localeCompare(b);

/** The team codes in use, sorted, for the filter. */
export const teamCodesOf = (rows: readonly WeeklySummariesReportRowJson[]): string[] =>
  [...new Set(rows.map((row) => row.teamCode).filter((code) => code !== ''))].sort(byText);

/** The teams people in the report are on, by name, for the filter. */
export function teamsOf(rows: readonly WeeklySummariesReportRowJson[]): { value: string; label: string }[] {
  const names = new Map<string, string>();
  for (const row of rows) for (const team of row.teams) names.set(team._id, team.teamName);
  return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => byText(a.label, b.label));
}
