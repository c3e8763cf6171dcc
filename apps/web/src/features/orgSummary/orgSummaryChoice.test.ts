import { describe, expect, it } from 'vitest';
import { periodQueryOf, teamsQueryOf, volunteerStatsQueryOf } from './orgSummaryChoice';

const NOVEMBER = { fromDate: '2026-11-01', toDate: '2026-11-28' };

describe('the summary’s queries', () => {
  it('asks the volunteer figures of a period beside the period before it unless another is chosen', () => {
    expect(volunteerStatsQueryOf(NOVEMBER, null)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-28' });
    expect(volunteerStatsQueryOf(NOVEMBER, { fromDate: '2025-11-01', toDate: '2025-11-28' })).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-28',
      comparisonStartDate: '2025-11-01',
      comparisonEndDate: '2025-11-28',
    });
  });

  it('asks the projects and the teams of the same period', () => {
    expect(periodQueryOf(NOVEMBER)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-28' });
    expect(teamsQueryOf(NOVEMBER, 3)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-28',
      activeMembersMinimum: 3,
    });
  });
});
