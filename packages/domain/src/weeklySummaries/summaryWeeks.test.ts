import { describe, expect, it } from 'vitest';
import {
  summaryDueDate,
  summaryWeekOf,
  summaryWeekStart,
  summaryWeekStarts,
  SUMMARY_WEEK_COUNT,
} from './summaryWeeks';

const at = (iso: string) => new Date(iso);

describe('the four summary weeks', () => {
  it('are this Pacific week and the three before it, by their Sundays', () => {
    // Wednesday 25 November 2026, noon Pacific.
    expect(summaryWeekStarts(at('2026-11-25T20:00:00Z'))).toEqual([
      '2026-11-22',
      '2026-11-15',
      '2026-11-08',
      '2026-11-01',
    ]);
    expect(SUMMARY_WEEK_COUNT).toBe(4);
  });

  it('turn at Saturday midnight Pacific, not at midnight UTC', () => {
    // Saturday 28 November 2026, 23:59:59.999 Pacific (08:00 UTC on Sunday the 29th is the turn).
    const justBefore = at('2026-11-29T07:59:59.999Z');
    const justAfter = at('2026-11-29T08:00:00.000Z');
    expect(summaryWeekStart(justBefore, 0)).toBe('2026-11-22');
    expect(summaryWeekStart(justAfter, 0)).toBe('2026-11-29');
    expect(summaryWeekStart(justAfter, 1)).toBe('2026-11-22');
    // Saturday evening Pacific is already Sunday in UTC: still this week.
    expect(summaryWeekStart(at('2026-11-29T02:00:00Z'), 0)).toBe('2026-11-22');
  });

  it('give each stored week its index, moving it on when the week turns', () => {
    const justBefore = at('2026-11-29T07:59:59.999Z');
    const justAfter = at('2026-11-29T08:00:00.000Z');
    expect(summaryWeekOf('2026-11-22', justBefore)).toBe(0);
    expect(summaryWeekOf('2026-11-22', justAfter)).toBe(1);
    expect(summaryWeekOf('2026-11-01', justBefore)).toBe(3);
    expect(summaryWeekOf('2026-11-01', justAfter)).toBeUndefined();
    expect(summaryWeekOf('2026-11-29', justBefore)).toBeUndefined();
  });

  it('map week indices and Sundays both ways', () => {
    const now = at('2026-06-17T19:00:00Z');
    for (const week of [0, 1, 2, 3] as const)
      expect(summaryWeekOf(summaryWeekStart(now, week), now)).toBe(week);
  });

  it('keep their Sundays across the autumn DST weekend', () => {
    // Clocks fall back at 02:00 PDT on Sunday 1 November 2026: that Sunday starts at 07:00 UTC.
    const saturdayNight = at('2026-11-01T06:59:59.999Z');
    const sundayMidnight = at('2026-11-01T07:00:00.000Z');
    expect(summaryWeekStart(saturdayNight, 0)).toBe('2026-10-25');
    expect(summaryWeekStart(sundayMidnight, 0)).toBe('2026-11-01');
    expect(summaryWeekStarts(at('2026-11-02T12:00:00Z'))).toEqual([
      '2026-11-01',
      '2026-10-25',
      '2026-10-18',
      '2026-10-11',
    ]);
  });

  it('keep their Sundays across the spring DST weekend', () => {
    // Clocks spring forward at 02:00 PST on Sunday 8 March 2026: that Sunday starts at 08:00 UTC.
    expect(summaryWeekStart(at('2026-03-08T07:59:59.999Z'), 0)).toBe('2026-03-01');
    expect(summaryWeekStart(at('2026-03-08T08:00:00.000Z'), 0)).toBe('2026-03-08');
    expect(summaryWeekOf('2026-03-01', at('2026-03-09T12:00:00Z'))).toBe(1);
  });
});

describe('summaryDueDate', () => {
  it('is the Saturday 23:59:59.999 Pacific ending the week, in daylight or standard time', () => {
    expect(summaryDueDate('2026-11-22').toISOString()).toBe('2026-11-29T07:59:59.999Z');
    expect(summaryDueDate('2026-06-14').toISOString()).toBe('2026-06-21T06:59:59.999Z');
    // The week in which clocks fall back ends in standard time.
    expect(summaryDueDate('2026-10-25').toISOString()).toBe('2026-11-01T06:59:59.999Z');
    expect(summaryDueDate('2026-11-01').toISOString()).toBe('2026-11-08T07:59:59.999Z');
    // The week in which clocks spring forward ends in daylight time.
    expect(summaryDueDate('2026-03-08').toISOString()).toBe('2026-03-15T06:59:59.999Z');
  });
});
