import { describe, expect, it } from 'vitest';
import {
  googleDocOf,
  hasSummaryFor,
  hoursOfWeek,
  type WeeklySummariesReportRowJson,
} from '@hgn/domain/weeklySummaries';
import { filterReportRows, teamCodesOf } from './summariesReportModel';

const summary = (text: string) => ({ _id: 'x', dueDate: '', summary: text, uploadDate: null });
const person = (firstName: string, teamCode: string, thisWeek: string | null) =>
  ({
    firstName,
    lastName: 'Test',
    teamCode,
    adminLinks: [{ Name: ' google doc ', Link: `https://docs.example.org/${firstName}` }],
    weeklySummaries: [thisWeek === null ? null : summary(thisWeek), null, null, null],
    totalSeconds: [5400, 0, 0, 0],
  }) as unknown as WeeklySummariesReportRowJson;

const rows = [
  person('José', 'B-2', '<p>Wrote</p>'),
  person('Ana', 'A-1', '<p></p>'),
  person('Zoë', '', null),
];

describe('the weekly summaries report’s rows', () => {
  it('counts a week written only when it has text', () => {
    expect(rows.map((row) => hasSummaryFor(row, 0))).toEqual([true, false, false]);
    expect(hasSummaryFor(rows[0]!, 1)).toBe(false);
  });

  it('keeps the people of a team code, by status and by name ignoring accents', () => {
    const all = { teamCode: null, status: 'all', search: '' } as const;
    expect(filterReportRows(rows, 0, { ...all, teamCode: 'A-1' }).map((row) => row.firstName)).toEqual([
      'Ana',
    ]);
    expect(filterReportRows(rows, 0, { ...all, status: 'submitted' }).map((row) => row.firstName)).toEqual([
      'José',
    ]);
    expect(filterReportRows(rows, 0, { ...all, status: 'missing' })).toHaveLength(2);
    expect(filterReportRows(rows, 0, { ...all, search: ' jose ' }).map((row) => row.firstName)).toEqual([
      'José',
    ]);
  });

  it('lists the team codes in use, reads hours and finds the Google Doc link', () => {
    expect(teamCodesOf(rows)).toEqual(['A-1', 'B-2']);
    expect(hoursOfWeek(rows[0]!, 0)).toBe(1.5);
    expect(googleDocOf(rows[1]!)).toBe('https://docs.example.org/Ana');
  });
});
