import { describe, expect, it } from 'vitest';
import { orgSummaryMessages as msg } from '../messages/orgSummary.messages';
import { teamsStatsQuery, volunteerStatsQuery } from './orgSummary.schema';

const problemOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('volunteerStatsQuery', () => {
  it('reads Pacific days and chooses the figures table by default', () => {
    expect(
      volunteerStatsQuery.parse({ startDate: '2026-11-01', endDate: '2026-11-28T08:00:00.000Z' }),
    ).toEqual({ startDate: '2026-11-01', endDate: '2026-11-28', table: 'figures' });
  });

  it('refuses a start after the end, a period over five years and half a comparison period', () => {
    expect(
      problemOf(volunteerStatsQuery.safeParse({ startDate: '2026-11-02', endDate: '2026-11-01' })),
    ).toEqual([`endDate: ${msg.startAfterEnd}`]);
    expect(
      problemOf(volunteerStatsQuery.safeParse({ startDate: '2000-01-01', endDate: '2026-11-01' })),
    ).toEqual([`endDate: ${msg.periodTooLong(1830)}`]);
    expect(
      problemOf(volunteerStatsQuery.safeParse({ startDate: '0001-01-01', endDate: '0001-01-02' })),
    ).toEqual([`startDate: ${msg.tooEarly('1970-01-01')}`]);
    expect(
      problemOf(
        volunteerStatsQuery.safeParse({
          startDate: '2026-11-01',
          endDate: '2026-11-02',
          comparisonEndDate: '2026-10-31',
        }),
      ),
    ).toEqual([`comparisonStartDate: ${msg.comparisonIncomplete}`]);
  });

  it('refuses what names no day, a list of days and an unknown table', () => {
    for (const startDate of ['', 'yesterday', '2026-02-30', '20260-01-01', ['2026-11-01', '2026-11-02']])
      expect(volunteerStatsQuery.safeParse({ startDate, endDate: '2026-11-02' }).success).toBe(false);
    expect(
      volunteerStatsQuery.safeParse({ startDate: '2026-11-01', endDate: '2026-11-02', table: 'people' })
        .success,
    ).toBe(false);
  });
});

describe('teamsStatsQuery', () => {
  it('bounds the minimum of active members', () => {
    expect(
      teamsStatsQuery.parse({ endDate: '2026-11-28', activeMembersMinimum: '3' }).activeMembersMinimum,
    ).toBe(3);
    expect(teamsStatsQuery.parse({ endDate: '2026-11-28' }).activeMembersMinimum).toBe(0);
    for (const activeMembersMinimum of ['-1', '1.5', '1e400', 'many', '10001'])
      expect(teamsStatsQuery.safeParse({ endDate: '2026-11-28', activeMembersMinimum }).success).toBe(false);
  });
});
