import { describe, expect, it } from 'vitest';
import { timeOffRequestInput } from './timeOff.schema';
import { endingDateOf, timeOffPhase } from './timeOffRules';

describe('time-off request input', () => {
  it('answers bad request for a missing field', () => {
    const result = timeOffRequestInput.safeParse({
      requestFor: '0b5c7f7e-4a4e-4f1e-9a51-1f6a2f7b8c9d',
      duration: 1,
      startingDate: '2026-03-01',
    });
    expect(result.error?.issues[0]?.message).toBe('bad request');
  });

  it('reads a timestamp start as its Pacific day and a numeric string duration', () => {
    expect(
      timeOffRequestInput.parse({
        requestFor: '0b5c7f7e-4a4e-4f1e-9a51-1f6a2f7b8c9d',
        duration: '2',
        startingDate: '2026-03-08T08:00:00.000Z',
        reason: 'Trip',
      }),
    ).toMatchObject({ startingDate: '2026-03-08', duration: 2, reasonType: 'vacationTime' });
  });

  it('refuses a duration that is not a whole number of weeks', () => {
    expect(
      timeOffRequestInput.safeParse({
        requestFor: '0b5c7f7e-4a4e-4f1e-9a51-1f6a2f7b8c9d',
        duration: 0.5,
        startingDate: '2026-03-01',
        reason: 'x',
      }).success,
    ).toBe(false);
  });
});

describe('endingDateOf', () => {
  it('is the start plus the weeks less a day, across the spring DST change', () => {
    expect(endingDateOf('2026-03-01', 2)).toBe('2026-03-14');
    expect(endingDateOf('2026-03-08', 1)).toBe('2026-03-14');
    expect(endingDateOf('2026-10-25', 2)).toBe('2026-11-07');
  });
});

describe('timeOffPhase', () => {
  const now = new Date('2026-03-11T20:00:00Z'); // Wednesday; the week is Mar 8 - Mar 14.
  it('tells current, upcoming and past apart by the Pacific week', () => {
    expect(timeOffPhase({ startingDate: '2026-03-01', endingDate: '2026-03-08' }, now)).toBe('current');
    expect(
      timeOffPhase({ startingDate: '2026-03-15T07:00:00.000Z', endingDate: '2026-03-21T07:00:00.000Z' }, now),
    ).toBe('upcoming');
    expect(timeOffPhase({ startingDate: '2026-02-22', endingDate: '2026-03-07' }, now)).toBe('past');
  });
});
