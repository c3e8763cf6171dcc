import { describe, expect, it } from 'vitest';
import {
  closedWeekStartOf,
  decideWeekClose,
  formatWeekdayDate,
  ordinal,
  timeOffCoversWeek,
  wholeMonthsBetween,
  type WeekCloseFacts,
} from './weekClose';

const facts = (over: Partial<WeekCloseFacts> = {}): WeekCloseFacts => ({
  weekStart: '2026-11-15',
  hours: 10,
  committedHours: 10,
  missedHours: 0,
  hasSummary: true,
  startDate: '2025-01-01',
  isCoreTeam: false,
  blueSquaresInYear: 0,
  timeOff: null,
  ...over,
});

describe('the week a Sunday closes', () => {
  it('is the seven days before it, across a year end and both DST weekends', () => {
    expect(closedWeekStartOf('2027-01-03')).toBe('2026-12-27');
    expect(closedWeekStartOf('2026-03-15')).toBe('2026-03-08');
    expect(closedWeekStartOf('2026-11-08')).toBe('2026-11-01');
  });
});

describe('decideWeekClose', () => {
  it('records nothing for met hours and a summary', () => {
    expect(decideWeekClose(facts()).decision).toEqual({ kind: 'none' });
  });

  it('describes missed hours alone, with two decimals and the week named by weekday', () => {
    const { decision, requiredHours } = decideWeekClose(facts({ hours: 7.256, missedHours: 2 }));
    expect(requiredHours).toBe(12);
    expect(decision).toEqual({
      kind: 'blueSquare',
      fromTimeOff: false,
      description:
        'System auto-assigned infringement for not meeting weekly volunteer time commitment. You logged 7.26 hours against a committed effort of 12.00 hours in the week starting Sunday 11-15-2026 and ending Saturday 11-21-2026.',
    });
  });

  it('describes both reasons when the summary is missing too', () => {
    const { decision } = decideWeekClose(facts({ hours: 0, hasSummary: false }));
    expect(decision).toMatchObject({
      description:
        'System auto-assigned infringement for two reasons: not meeting weekly volunteer time commitment as well as not submitting a weekly summary. For the hours portion, you logged 0.00 hours against a committed effort of 10.00 hours in the week starting Sunday 11-15-2026 and ending Saturday 11-21-2026.',
    });
  });

  it('describes a missing summary alone, over a year end', () => {
    const { decision } = decideWeekClose(facts({ weekStart: '2026-12-27', hasSummary: false }));
    expect(decision).toMatchObject({
      description:
        'System auto-assigned infringement for not submitting a weekly summary for the week starting Sunday 12-27-2026 and ending Saturday 1-2-2027.',
    });
  });

  it('gives a Core Team member the owed hours of every square beyond five', () => {
    const outcome = decideWeekClose(
      facts({ isCoreTeam: true, hours: 9, missedHours: 1, blueSquaresInYear: 5, hasSummary: true }),
    );
    expect(outcome.requiredHours).toBe(12);
    expect(outcome.decision).toMatchObject({
      description:
        'System auto-assigned infringement for not meeting weekly volunteer time commitment. In the week starting Sunday 11-15-2026 and ending Saturday 11-21-2026, you logged 9.00 hours against a committed effort of 10.00 hours + 1.00 hours owed for last week + 1.00 hours owed for this being your 6th blue square. So you should have completed 12.00 hours and you completed 9.00 hours.',
    });
    // 1 + 10 - 9 = 2 owed, plus one hour for the sixth square.
    expect(outcome.missedHoursAfter).toBe(3);
  });

  it('describes both reasons to a Core Team member with the owed hours in the tail', () => {
    const { decision } = decideWeekClose(
      facts({ isCoreTeam: true, hours: 2.5, missedHours: 0, blueSquaresInYear: 1, hasSummary: false }),
    );
    expect(decision).toMatchObject({
      description:
        'System auto-assigned infringement for two reasons: not meeting weekly volunteer time commitment as well as not submitting a weekly summary. In the week starting Sunday 11-15-2026 and ending Saturday 11-21-2026, you logged 2.50 hours against a committed effort of 10.00 hours + 0.00 hours owed for last week + 0.00 hours owed for this being your 2nd blue square. So you should have completed 10.00 hours and you completed 2.50 hours.',
    });
  });

  it('clears a Core Team member who caught up', () => {
    expect(decideWeekClose(facts({ isCoreTeam: true, hours: 14, missedHours: 4 })).missedHoursAfter).toBe(0);
    expect(decideWeekClose(facts({ hours: 0, missedHours: 4 })).missedHoursAfter).toBe(4);
  });

  it('uses the time-off reason as the description, and still gives the square', () => {
    expect(decideWeekClose(facts({ hours: 0, timeOff: { reason: 'Family trip' } })).decision).toEqual({
      kind: 'blueSquare',
      description: 'Family trip',
      fromTimeOff: true,
    });
  });

  it('spares someone who started on the Tuesday of the week or later', () => {
    expect(decideWeekClose(facts({ startDate: '2026-11-17', hours: 0 })).decision).toEqual({ kind: 'none' });
    expect(decideWeekClose(facts({ startDate: '2026-11-25', hours: 0 })).decision).toEqual({ kind: 'none' });
    expect(decideWeekClose(facts({ startDate: '2026-11-17', hasSummary: false })).decision).toEqual({
      kind: 'newcomerNotice',
    });
    expect(decideWeekClose(facts({ startDate: '2026-11-16', hours: 0 })).decision.kind).toBe('blueSquare');
  });
});

describe('formats', () => {
  it('names days and ordinals', () => {
    expect(formatWeekdayDate('2026-03-08')).toBe('Sunday 3-8-2026');
    expect(
      ['1', '2', '3', '4', '11', '12', '13', '21', '22', '103', '111'].map((n) => ordinal(Number(n))),
    ).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '103rd', '111th']);
  });

  it('counts whole months', () => {
    expect(wholeMonthsBetween('2026-09-30', '2026-11-29')).toBe(1);
    expect(wholeMonthsBetween('2026-09-29', '2026-11-29')).toBe(2);
    expect(wholeMonthsBetween('2026-12-15', '2027-01-10')).toBe(0);
    expect(wholeMonthsBetween('2027-01-10', '2026-12-15')).toBe(0);
  });

  it('lets time off cover a week from its Sunday through its Friday', () => {
    expect(timeOffCoversWeek({ startingDate: '2026-11-15', endingDate: '2026-11-20' }, '2026-11-15')).toBe(
      true,
    );
    expect(timeOffCoversWeek({ startingDate: '2026-11-16', endingDate: '2026-11-30' }, '2026-11-15')).toBe(
      false,
    );
    expect(timeOffCoversWeek({ startingDate: '2026-11-01', endingDate: '2026-11-19' }, '2026-11-15')).toBe(
      false,
    );
  });
});
