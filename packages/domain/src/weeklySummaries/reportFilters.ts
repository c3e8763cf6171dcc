// The weekly summaries report's filters and the choices they offer. The screen narrows its table with them and sends them with
// an export, and the server narrows the CSV with the same rule, so the file holds the lines shown.
import { z } from 'zod';
import { commaListOf } from '../collections';
import { atMost, commaListText, TEXT_MAX } from '../limits';
import { isReportColour, REPORT_COLOURS, reportColourMessage, type ReportColour } from './reportColours';
import { hasSummaryFor } from './reportRows';
import type { SummaryWeek } from './summaryWeeks';
import type { WeeklySummariesReportRowJson } from './weeklySummariesJson';

export const SUMMARY_STATUS_FILTERS = ['all', 'submitted', 'missing'] as const;
export type SummaryStatusFilter = (typeof SUMMARY_STATUS_FILTERS)[number];

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

/** The most teams or team codes one export names. */
const CHOSEN_MAX = 200;
const commaList = (itemMax: number) => commaListText(CHOSEN_MAX, itemMax);

/** The filters as an export's query sends them: lists as comma lists. */
export const reportFilterQuery = {
  teamIds: commaList(36),
  teamCodes: commaList(TEXT_MAX.name),
  colours: commaList(Math.max(...REPORT_COLOURS.map((colour) => colour.length))).refine(
    (list) => commaListOf(list).every(isReportColour),
    reportColourMessage,
  ),
  status: z.enum(SUMMARY_STATUS_FILTERS).default('all'),
  search: z
    .string()
    .max(...atMost(TEXT_MAX.name))
    .default(''),
};
export type ReportFilterQuery = {
  [K in keyof typeof reportFilterQuery]: z.infer<(typeof reportFilterQuery)[K]>;
};

/** The filters a query names. */
export const reportFiltersOf = (query: ReportFilterQuery): ReportFilters => ({
  teamIds: commaListOf(query.teamIds).map((id) => id.toLowerCase()),
  teamCodes: commaListOf(query.teamCodes),
  colours: commaListOf(query.colours).filter(isReportColour),
  status: query.status,
  search: query.search,
});

/** The query that sends the filters with an export: the ones chosen, the others left to their defaults. */
export function reportFilterQueryOf(filters: ReportFilters): Partial<ReportFilterQuery> {
  const query: Partial<ReportFilterQuery> = {};
  if (filters.teamIds.length > 0) query.teamIds = filters.teamIds.join(',');
  if (filters.teamCodes.length > 0) query.teamCodes = filters.teamCodes.join(',');
  if (filters.colours.length > 0) query.colours = filters.colours.join(',');
  if (filters.status !== 'all') query.status = filters.status;
  if (filters.search.trim() !== '') query.search = filters.search;
  return query;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const keeps = <T>(chosen: readonly T[], matches: (value: T) => boolean): boolean =>
  chosen.length === 0 || chosen.some(matches);

/** What the filters read of a person besides whether the week's summary is written. */
export type ReportFilterSubject = Pick<
  WeeklySummariesReportRowJson,
  'teams' | 'teamCode' | 'filterColor' | 'firstName' | 'lastName'
>;

/** The filters as one test of a person, who has written the week's summary or not. */
export function reportFilterOf({
  teamIds,
  teamCodes,
  colours,
  status,
  search,
}: ReportFilters): (person: ReportFilterSubject, hasSummary: boolean) => boolean {
  const wanted = folded(search.trim());
  return (person, hasSummary) =>
    keeps(teamIds, (teamId) => person.teams.some((team) => team._id === teamId)) &&
    keeps(teamCodes, (code) => person.teamCode === code) &&
    keeps(colours, (colour) => person.filterColor === colour) &&
    (status === 'all' || (status === 'submitted') === hasSummary) &&
    (wanted === '' || folded(`${person.firstName} ${person.lastName}`).includes(wanted));
}

/** The people the filters keep for the week, in the report's order. */
export function filterReportRows(
  rows: readonly WeeklySummariesReportRowJson[],
  week: SummaryWeek,
  filters: ReportFilters,
): WeeklySummariesReportRowJson[] {
  const keeps = reportFilterOf(filters);
  return rows.filter((row) => keeps(row, hasSummaryFor(row, week)));
}

// One collator for every comparison: `localeCompare` builds one at each call, which for the thousands of
// team codes of a large organisation took longer than reading them.
const byText = new Intl.Collator().compare;

/** The team codes in use, sorted, for the filter. */
export const teamCodesOf = (rows: readonly Pick<WeeklySummariesReportRowJson, 'teamCode'>[]): string[] =>
  [...new Set(rows.map((row) => row.teamCode).filter((code) => code !== ''))].sort(byText);

/** The teams people in the report are on, by name, for the filter. */
export function teamsOf(
  rows: readonly Pick<WeeklySummariesReportRowJson, 'teams'>[],
): { value: string; label: string }[] {
  const names = new Map<string, string>();
  for (const row of rows) for (const team of row.teams) names.set(team._id, team.teamName);
  return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => byText(a.label, b.label));
}
