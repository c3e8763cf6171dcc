import { describe, expect, it } from 'vitest';
import { peopleReportQuery } from './reportsJson';
import {
  daysOfPeriod,
  presetOfPeriod,
  previousPeriodOf,
  reportPeriodOf,
  weekStartsOfPeriod,
} from './reportPeriod';

// Sunday 1 November 2026, 00:30 Pacific (08:30 UTC), the first day of standard time: already the new week.
const sundayNight = new Date('2026-11-01T08:30:00.000Z');

describe('report periods', () => {
  it('reads the presets from the Pacific calendar', () => {
    expect(reportPeriodOf('thisWeek', sundayNight)).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-07' });
    expect(reportPeriodOf('lastWeek', sundayNight)).toEqual({ fromDate: '2026-10-25', toDate: '2026-10-31' });
    // The four weeks that have ended, not the one that has just begun.
    expect(reportPeriodOf('lastFourWeeks', sundayNight)).toEqual({
      fromDate: '2026-10-04',
      toDate: '2026-10-31',
    });
    expect(reportPeriodOf('thisYear', new Date('2027-01-01T07:59:00.000Z'))).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-12-31',
    });
  });

  it('knows a preset again, and no preset in a chosen period', () => {
    expect(presetOfPeriod({ fromDate: '2026-10-25', toDate: '2026-10-31' }, sundayNight)).toBe('lastWeek');
    expect(presetOfPeriod({ fromDate: '2026-10-26', toDate: '2026-10-31' }, sundayNight)).toBeUndefined();
  });

  it('lists the Sundays of every week a period touches', () => {
    expect(weekStartsOfPeriod({ fromDate: '2026-11-04', toDate: '2026-11-15' })).toEqual([
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
    ]);
    expect(weekStartsOfPeriod({ fromDate: '2026-11-07', toDate: '2026-11-07' })).toEqual(['2026-11-01']);
  });
});

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

describe('the report query', () => {
  it('takes days or Pacific instants, a table and a format', () => {
    expect(
      peopleReportQuery.parse({ fromDate: '2026-11-01T07:00:00.000Z', toDate: '2026-11-07', format: 'csv' }),
    ).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-07', format: 'csv', table: 'projects' });
  });

  it('refuses a reversed period with its message, and one of more than five years', () => {
    const reversed = peopleReportQuery.safeParse({ fromDate: '2026-11-07', toDate: '2026-11-01' });
    expect(reversed.error?.issues[0]?.message).toBe(
      'Invalid Date Range: the From Date must be before the To Date',
    );
    expect(peopleReportQuery.safeParse({ fromDate: '2020-01-01', toDate: '2026-11-01' }).success).toBe(false);
    expect(peopleReportQuery.safeParse({ fromDate: '2022-01-01', toDate: '2026-11-01' }).success).toBe(true);
  });
});
