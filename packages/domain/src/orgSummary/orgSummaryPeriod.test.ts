import { describe, expect, it } from 'vitest';
import { changeOf, hoursSourcesOf } from './orgSummaryPeriod';

describe('hoursSourcesOf', () => {
  it('reads whole weeks from the bookkeeping alone', () => {
    expect(hoursSourcesOf({ fromDate: '2026-11-01', toDate: '2026-11-28' })).toEqual({
      weeks: { firstSunday: '2026-11-01', lastSunday: '2026-11-22' },
      days: [],
    });
  });

  it('reads the days before the first whole week and after the last from the entries', () => {
    // Wednesday 4 November to Tuesday 24 November 2026.
    expect(hoursSourcesOf({ fromDate: '2026-11-04', toDate: '2026-11-24' })).toEqual({
      weeks: { firstSunday: '2026-11-08', lastSunday: '2026-11-15' },
      days: [
        { fromDate: '2026-11-04', toDate: '2026-11-07' },
        { fromDate: '2026-11-22', toDate: '2026-11-24' },
      ],
    });
  });

  it('reads a period without a whole week from the entries', () => {
    expect(hoursSourcesOf({ fromDate: '2026-11-04', toDate: '2026-11-10' })).toEqual({
      weeks: null,
      days: [{ fromDate: '2026-11-04', toDate: '2026-11-10' }],
    });
    expect(hoursSourcesOf({ fromDate: '2026-11-07', toDate: '2026-11-07' }).weeks).toBeNull();
  });
});

describe('changeOf', () => {
  it('gives the difference and the change in percent', () => {
    expect(changeOf({ current: 15, comparison: 10 })).toEqual({ difference: 5, percent: 50 });
    expect(changeOf({ current: 2, comparison: 3 })).toEqual({ difference: -1, percent: -33.3 });
  });

  it('gives no percentage against nothing', () => {
    expect(changeOf({ current: 4, comparison: 0 })).toEqual({ difference: 4, percent: null });
  });
});
