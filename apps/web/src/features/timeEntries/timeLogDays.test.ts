import { describe, expect, it } from 'vitest';
import { sampleTimeEntry } from '../../test/timeEntries';
import { entriesByDay, formatHoursMinutes, timeTotals } from './timeLogDays';

describe('the time log’s sums', () => {
  const entries = [
    sampleTimeEntry({ _id: 'a', dateOfWork: '2026-11-23', hours: 1, minutes: 45 }),
    sampleTimeEntry({ _id: 'b', dateOfWork: '2026-11-25', hours: 0, minutes: 20, isTangible: false }),
    sampleTimeEntry({ _id: 'c', dateOfWork: '2026-11-23', hours: 2, minutes: 30 }),
  ];

  it('groups entries by day, latest day first, each day keeping its entries’ order and its total', () => {
    expect(
      entriesByDay(entries).map((day) => [day.date, day.entries.map((entry) => entry._id), day.minutes]),
    ).toEqual([
      ['2026-11-25', ['b'], 20],
      ['2026-11-23', ['a', 'c'], 255],
    ]);
  });

  it('adds tangible and intangible time apart', () => {
    expect(timeTotals(entries)).toEqual({ tangibleMinutes: 255, intangibleMinutes: 20 });
    expect(timeTotals([])).toEqual({ tangibleMinutes: 0, intangibleMinutes: 0 });
  });

  it('shows minutes as h:mm', () => {
    expect(formatHoursMinutes(255)).toBe('4:15');
    expect(formatHoursMinutes(5)).toBe('0:05');
    expect(formatHoursMinutes(0)).toBe('0:00');
  });
});
