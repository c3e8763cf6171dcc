import { describe, expect, it } from 'vitest';
import {
  addPacificDays,
  dueDate,
  endOfPacificDay,
  endOfWeek,
  isDateInWeek,
  pacificDate,
  pacificDayOrNullToISO,
  pacificDayToISO,
  startOfPacificDay,
  startOfWeek,
  weekOffsetOf,
  weekRange,
  WEEK_MS,
} from './pacificCalendar';

const at = (iso: string): Date => new Date(iso);
const HOUR = 3_600_000;

describe('pacificDate', () => {
  it('names the Pacific day, not the UTC one', () => {
    expect(pacificDate(at('2026-01-03T07:59:59.999Z'))).toBe('2026-01-02');
    expect(pacificDate(at('2026-01-03T08:00:00.000Z'))).toBe('2026-01-03');
    expect(pacificDate(Date.parse('2026-07-04T06:59:59.999Z'))).toBe('2026-07-03');
    expect(pacificDate(Date.parse('2026-07-04T07:00:00.000Z'))).toBe('2026-07-04');
  });

  it('refuses an invalid instant', () => {
    expect(() => pacificDate(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('startOfPacificDay and endOfPacificDay', () => {
  it('gives midnight Pacific of a day string and of an instant', () => {
    expect(startOfPacificDay('2026-03-08').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(startOfPacificDay('2026-03-09').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(startOfPacificDay(at('2026-03-08T20:00:00Z')).toISOString()).toBe('2026-03-08T08:00:00.000Z');
  });

  it('makes the spring-forward day 23 hours and the fall-back day 25 hours long', () => {
    expect(endOfPacificDay('2026-03-08').getTime() + 1 - startOfPacificDay('2026-03-08').getTime()).toBe(
      23 * HOUR,
    );
    expect(endOfPacificDay('2026-11-01').getTime() + 1 - startOfPacificDay('2026-11-01').getTime()).toBe(
      25 * HOUR,
    );
  });

  it('returns plain Dates whose ISO text is UTC', () => {
    const start = startOfPacificDay('2026-06-01');
    expect(Object.getPrototypeOf(start)).toBe(Date.prototype);
    expect(start.toISOString()).toBe('2026-06-01T07:00:00.000Z');
  });

  it('sends a day as the instant of its Pacific midnight, in winter and in summer time', () => {
    expect(pacificDayToISO('2026-01-15')).toBe('2026-01-15T08:00:00.000Z');
    expect(pacificDayToISO('2026-07-15')).toBe('2026-07-15T07:00:00.000Z');
    expect(pacificDayOrNullToISO('2026-07-15')).toBe('2026-07-15T07:00:00.000Z');
    expect(pacificDayOrNullToISO(null)).toBeNull();
  });

  it('refuses a malformed day', () => {
    expect(() => startOfPacificDay('2026-02-30')).toThrow(RangeError);
    expect(() => startOfPacificDay('2026-2-3')).toThrow(RangeError);
  });
});

describe('weeks across daylight-saving changes', () => {
  const cases = [
    {
      name: 'spring 2026',
      inside: '2026-03-10T12:00:00Z',
      start: '2026-03-08T08:00:00.000Z',
      end: '2026-03-15T06:59:59.999Z',
      hours: 167,
    },
    {
      name: 'autumn 2026',
      inside: '2026-11-04T12:00:00Z',
      start: '2026-11-01T07:00:00.000Z',
      end: '2026-11-08T07:59:59.999Z',
      hours: 169,
    },
    {
      name: 'spring 2025',
      inside: '2025-03-12T12:00:00Z',
      start: '2025-03-09T08:00:00.000Z',
      end: '2025-03-16T06:59:59.999Z',
      hours: 167,
    },
    {
      name: 'autumn 2025',
      inside: '2025-11-05T12:00:00Z',
      start: '2025-11-02T07:00:00.000Z',
      end: '2025-11-09T07:59:59.999Z',
      hours: 169,
    },
  ];

  it.each(cases)('bounds the week of $name by Pacific midnights', ({ inside, start, end, hours }) => {
    expect(startOfWeek(at(inside)).toISOString()).toBe(start);
    expect(endOfWeek(at(inside)).toISOString()).toBe(end);
    expect(endOfWeek(at(inside)).getTime() + 1 - startOfWeek(at(inside)).getTime()).toBe(hours * HOUR);
  });

  it('steps back one week across spring-forward to a Sunday midnight PST', () => {
    const range = weekRange(at('2026-03-10T12:00:00Z'), -1);
    expect(range.start.toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-03-08T07:59:59.999Z');
    expect(range.startDate).toBe('2026-03-01');
    expect(range.endDate).toBe('2026-03-07');
    expect(range.end.getTime() + 1 - range.start.getTime()).toBe(WEEK_MS);
  });

  it('steps forward one week across spring-forward to a Sunday midnight PDT', () => {
    const range = weekRange(at('2026-03-04T12:00:00Z'), 1);
    expect(range.start.toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(weekRange(at('2026-03-04T12:00:00Z'), 2).start.toISOString()).toBe('2026-03-15T07:00:00.000Z');
  });

  it('steps across fall-back in both directions', () => {
    expect(weekRange(at('2026-11-04T12:00:00Z'), -1)).toMatchObject({
      startDate: '2026-10-25',
      endDate: '2026-10-31',
    });
    expect(startOfWeek(at('2026-11-04T12:00:00Z'), -1).toISOString()).toBe('2026-10-25T07:00:00.000Z');
    expect(startOfWeek(at('2026-10-28T12:00:00Z'), 1).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(endOfWeek(at('2026-10-28T12:00:00Z'), 1).toISOString()).toBe('2026-11-08T07:59:59.999Z');
    expect(startOfWeek(at('2025-11-05T12:00:00Z'), 1).toISOString()).toBe('2025-11-09T08:00:00.000Z');
  });

  it('puts the repeated 01:30 of fall-back day in the same week', () => {
    const firstPass = at('2026-11-01T08:30:00Z');
    const secondPass = at('2026-11-01T09:30:00Z');
    expect(pacificDate(firstPass)).toBe('2026-11-01');
    expect(pacificDate(secondPass)).toBe('2026-11-01');
    expect(startOfWeek(firstPass).getTime()).toBe(startOfWeek(secondPass).getTime());
  });

  it('keeps every Sunday start at local midnight through a whole year', () => {
    for (let offset = 0; offset < 53; offset += 1) {
      const { start, startDate } = weekRange(at('2026-01-01T12:00:00Z'), offset);
      expect(pacificDate(start)).toBe(startDate);
      expect(pacificDate(start.getTime() - 1)).toBe(addPacificDays(startDate, -1));
      expect(new Date(`${startDate}T12:00:00Z`).getUTCDay()).toBe(0);
    }
  });
});

describe('weeks across year ends', () => {
  it('runs 2025-12-28 to 2026-01-03', () => {
    const range = weekRange(at('2026-01-01T20:00:00Z'));
    expect(range).toEqual({
      start: at('2025-12-28T08:00:00.000Z'),
      end: at('2026-01-04T07:59:59.999Z'),
      startDate: '2025-12-28',
      endDate: '2026-01-03',
    });
  });

  it('runs 2026-12-27 to 2027-01-02', () => {
    const range = weekRange(at('2026-12-27T08:00:00Z'));
    expect(range.startDate).toBe('2026-12-27');
    expect(range.endDate).toBe('2027-01-02');
    expect(range.end.toISOString()).toBe('2027-01-03T07:59:59.999Z');
    expect(weekRange(at('2027-01-05T08:00:00Z'), -1).startDate).toBe('2026-12-27');
  });
});

describe('Saturday night versus Sunday morning', () => {
  const saturdayLast = at('2026-06-14T06:59:59.999Z');
  const sundayFirst = at('2026-06-14T07:00:00.000Z');

  it('keeps Saturday 23:59:59.999 in the closing week', () => {
    expect(pacificDate(saturdayLast)).toBe('2026-06-13');
    expect(weekRange(saturdayLast)).toMatchObject({ startDate: '2026-06-07', endDate: '2026-06-13' });
    expect(endOfWeek(saturdayLast).getTime()).toBe(saturdayLast.getTime());
    expect(dueDate(saturdayLast).getTime()).toBe(saturdayLast.getTime());
  });

  it('starts a new week at Sunday 00:00', () => {
    expect(pacificDate(sundayFirst)).toBe('2026-06-14');
    expect(startOfWeek(sundayFirst).getTime()).toBe(sundayFirst.getTime());
    expect(weekRange(sundayFirst, -1).end.getTime()).toBe(saturdayLast.getTime());
    expect(dueDate(sundayFirst).toISOString()).toBe('2026-06-21T06:59:59.999Z');
  });
});

describe('the day and week worked out last', () => {
  it('answers each instant for itself when instants alternate across the boundaries', () => {
    const instants = [
      '2026-06-14T06:59:59.999Z',
      '2026-06-14T07:00:00.000Z',
      '2026-06-14T06:59:59.999Z',
      '2026-11-01T06:59:59.999Z',
      '2026-06-14T07:00:00.000Z',
      '2026-11-08T07:59:59.999Z',
      '2026-11-08T08:00:00.000Z',
    ];
    const expected = [
      ['2026-06-13', '2026-06-07'],
      ['2026-06-14', '2026-06-14'],
      ['2026-06-13', '2026-06-07'],
      ['2026-10-31', '2026-10-25'],
      ['2026-06-14', '2026-06-14'],
      ['2026-11-07', '2026-11-01'],
      ['2026-11-08', '2026-11-08'],
    ];
    for (let round = 0; round < 2; round += 1)
      expect(instants.map((iso) => [pacificDate(at(iso)), weekRange(at(iso)).startDate])).toEqual(expected);
  });

  it('gives each caller a week of its own to change', () => {
    const now = at('2026-06-10T12:00:00Z');
    const first = weekRange(now);
    first.start.setTime(0);
    expect(weekRange(now).start.toISOString()).toBe('2026-06-07T07:00:00.000Z');
  });
});

describe('addPacificDays', () => {
  it('moves by calendar days across months, leap days and DST', () => {
    expect(addPacificDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addPacificDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addPacificDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addPacificDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addPacificDays('2026-11-01', 7)).toBe('2026-11-08');
  });
});

describe('weekOffsetOf', () => {
  const now = at('2026-03-10T12:00:00Z');

  it('counts whole Pacific weeks from the current one', () => {
    expect(weekOffsetOf('2026-03-08', now)).toBe(0);
    expect(weekOffsetOf('2026-03-14', now)).toBe(0);
    expect(weekOffsetOf('2026-03-07', now)).toBe(-1);
    expect(weekOffsetOf('2026-03-15', now)).toBe(1);
    expect(weekOffsetOf('2025-12-28', at('2026-01-03T12:00:00Z'))).toBe(0);
    expect(weekOffsetOf('2025-12-27', at('2026-01-03T12:00:00Z'))).toBe(-1);
  });

  it('uses the Pacific day of now, not the UTC one', () => {
    expect(weekOffsetOf('2026-06-13', at('2026-06-14T06:30:00Z'))).toBe(0);
  });

  it('agrees with isDateInWeek', () => {
    expect(isDateInWeek('2026-03-07', now, -1)).toBe(true);
    expect(isDateInWeek('2026-03-08', now, -1)).toBe(false);
  });
});
