// What the time log adds up: a period's tangible and intangible time, and its entries by day.
import type { TimeEntryJson } from '@hgn/domain/timeEntries';

type Timed = Pick<TimeEntryJson, 'hours' | 'minutes'>;

export const minutesOf = (entry: Timed): number => entry.hours * 60 + entry.minutes;

/** `7:05`: hours and minutes, as the cards and totals show time. */
export function formatHoursMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

export interface TimeTotals {
  tangibleMinutes: number;
  intangibleMinutes: number;
}

export function timeTotals(
  entries: readonly Pick<TimeEntryJson, 'hours' | 'minutes' | 'isTangible'>[],
): TimeTotals {
  let tangibleMinutes = 0;
  let intangibleMinutes = 0;
  for (const entry of entries) {
    if (entry.isTangible) tangibleMinutes += minutesOf(entry);
    else intangibleMinutes += minutesOf(entry);
  }
  return { tangibleMinutes, intangibleMinutes };
}

export interface DayOfEntries {
  /** `YYYY-MM-DD` */
  date: string;
  entries: TimeEntryJson[];
  /** All the day's time, tangible and intangible. */
  minutes: number;
}

/** The entries by the day they were worked, latest day first; each day keeps the entries' order. */
export function entriesByDay(entries: readonly TimeEntryJson[]): DayOfEntries[] {
  const days = new Map<string, DayOfEntries>();
  for (const entry of entries) {
    const day = days.get(entry.dateOfWork) ?? { date: entry.dateOfWork, entries: [], minutes: 0 };
    day.entries.push(entry);
    day.minutes += minutesOf(entry);
    days.set(entry.dateOfWork, day);
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
