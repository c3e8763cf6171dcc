import { describe, expect, it } from 'vitest';
import { googleDocLinkOf } from '../users/profileLinks';
import {
  filterReportRows,
  hasSummaryFor,
  hoursOfWeek,
  teamCodesOf,
  teamsOf,
  NO_REPORT_FILTERS,
  reportFilterQueryOf,
  reportFiltersOf,
  weeklySummariesReportQuery,
  type WeeklySummariesReportRowJson,
} from '.';

const summary = (text: string) => ({ _id: 'x', dueDate: '', summary: text, uploadDate: null });
const builders = { _id: 't-b', teamName: 'Builders' };
const cooks = { _id: 't-c', teamName: 'Cooks' };
const person = (
  firstName: string,
  teamCode: string,
  thisWeek: string | null,
  teams: { _id: string; teamName: string }[] = [],
  filterColor: string | null = null,
) =>
  ({
    firstName,
    lastName: 'Test',
    teamCode,
    teams,
    filterColor,
    adminLinks: [{ Name: ' google doc ', Link: `https://docs.example.org/${firstName}` }],
    weeklySummaries: [thisWeek === null ? null : summary(thisWeek), null, null, null],
    totalSeconds: [5400, 0, 0, 0],
  }) as unknown as WeeklySummariesReportRowJson;

const rows = [
  person('José', 'B-2', '<p>Wrote</p>', [cooks, builders], 'navy'),
  person('Ana', 'A-1', '<p></p>', [builders], 'green'),
  person('Zoë', '', null),
];

describe('the weekly summaries report’s filters', () => {
  it('keeps the people of a team code, by status and by name ignoring accents', () => {
    const all = NO_REPORT_FILTERS;
    expect(filterReportRows(rows, 0, all)).toHaveLength(3);
    expect(filterReportRows(rows, 0, { ...all, teamCodes: ['A-1'] }).map((row) => row.firstName)).toEqual([
      'Ana',
    ]);
    expect(filterReportRows(rows, 0, { ...all, teamCodes: ['A-1', 'B-2'] })).toHaveLength(2);
    expect(filterReportRows(rows, 0, { ...all, status: 'submitted' }).map((row) => row.firstName)).toEqual([
      'José',
    ]);
    expect(filterReportRows(rows, 0, { ...all, status: 'missing' })).toHaveLength(2);
    expect(filterReportRows(rows, 0, { ...all, search: ' jose ' }).map((row) => row.firstName)).toEqual([
      'José',
    ]);
  });

  it('keeps the people of any chosen team and of any chosen colour, every filter at once', () => {
    const all = NO_REPORT_FILTERS;
    const names = (filters: typeof all) => filterReportRows(rows, 0, filters).map((row) => row.firstName);
    expect(names({ ...all, teamIds: ['t-b'] })).toEqual(['José', 'Ana']);
    expect(names({ ...all, teamIds: ['t-c'] })).toEqual(['José']);
    expect(names({ ...all, colours: ['green', 'red'] })).toEqual(['Ana']);
    expect(names({ ...all, teamIds: ['t-b'], colours: ['navy'], status: 'submitted' })).toEqual(['José']);
    expect(names({ ...all, teamIds: ['t-c'], colours: ['green'] })).toEqual([]);
  });

  it('travel with an export as comma lists and come back the same', () => {
    const chosen = {
      ...NO_REPORT_FILTERS,
      teamIds: ['t-b', 't-c'],
      teamCodes: ['A-1'],
      colours: ['navy' as const],
      status: 'submitted' as const,
      search: 'José',
    };
    const query = weeklySummariesReportQuery.parse({ week: '1', ...reportFilterQueryOf(chosen) });
    expect(reportFiltersOf(query)).toEqual(chosen);
    expect(reportFiltersOf(weeklySummariesReportQuery.parse({}))).toEqual(NO_REPORT_FILTERS);
  });

  it('refuses a colour that is none of the report’s, an unknown status and a long search', () => {
    expect(weeklySummariesReportQuery.safeParse({ colours: 'navy,magenta' }).success).toBe(false);
    expect(weeklySummariesReportQuery.safeParse({ status: 'late' }).success).toBe(false);
    expect(weeklySummariesReportQuery.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('the weekly summaries report’s rows', () => {
  it('counts a week written only when it has text', () => {
    expect(rows.map((row) => hasSummaryFor(row, 0))).toEqual([true, false, false]);
    expect(hasSummaryFor(rows[0]!, 1)).toBe(false);
  });

  it('lists the teams in use by name, each once', () => {
    expect(teamsOf(rows)).toEqual([
      { value: 't-b', label: 'Builders' },
      { value: 't-c', label: 'Cooks' },
    ]);
  });

  it('lists the team codes in use, reads hours and finds the Google Doc link', () => {
    expect(teamCodesOf(rows)).toEqual(['A-1', 'B-2']);
    expect(hoursOfWeek(rows[0]!, 0)).toBe(1.5);
    expect(googleDocLinkOf(rows[1]!.adminLinks)).toBe('https://docs.example.org/Ana');
  });
});
