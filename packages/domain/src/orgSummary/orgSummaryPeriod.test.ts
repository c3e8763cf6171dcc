import { describe, expect, it } from 'vitest';
import { changeOf, daysOfPeriod, hoursSourcesOf, previousPeriodOf } from './orgSummaryPeriod';

describe('previousPeriodOf', () => {
  it('is the period of as many days just before', () => {
    expect(previousPeriodOf({ fromDate: '2026-11-01', toDate: '2026-11-28' })).toEqual({
      fromDate: '2026-10-04',
      toDate: '2026-10-31',
    });
    expect(previousPeriodOf({ fromDate: '2026-03-01', toDate: '2026-03-01' })).toEqual({
      fromDate: '2026-02-28',
      toDate: '2026-02-28',
    });
  });

  it('counts a leap year and a change of daylight saving time in days', () => {
    expect(daysOfPeriod({ fromDate: '2028-01-01', toDate: '2028-12-31' })).toBe(366);
    expect(daysOfPeriod({ fromDate: '2026-03-08', toDate: '2026-03-14' })).toBe(7);
  });
});

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
