import { describe, expect, it } from 'vitest';
import { googleDocLinkOf } from '@hgn/domain/users';
import { hasSummaryFor, hoursOfWeek, type WeeklySummariesReportRowJson } from '@hgn/domain/weeklySummaries';
import { teamCodesOf, teamsOf } from './summariesReportModel';

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
