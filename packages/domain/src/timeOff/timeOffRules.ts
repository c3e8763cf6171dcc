// Time-off rules and words, without a validation library: the dashboard lists time off with them
// before any form is opened (the requests' schemas are in timeOff.schema.ts).
import type { Actor } from '../permissions/can';
import { canManageOthersTimeOff } from './policies';
import { addPacificDays, pacificDate, weekRange, type Instant } from '../time/pacificCalendar';

/** The original server's words for any missing or unreadable field. */
export const TIME_OFF_BAD_REQUEST = 'bad request';
export const MAX_TIME_OFF_WEEKS = 104;

export const TIME_OFF_REASON_TYPES = ['vacationTime', 'other'] as const;
export type TimeOffReasonType = (typeof TIME_OFF_REASON_TYPES)[number];

export const timeOffEndMessages = {
  endBeforeStart: 'The ending date cannot be before the starting date.',
} as const;

/** Whole Pacific days, first and last included, as `YYYY-MM-DD`. */
export type TimeOffPeriod = { readonly startingDate: string; readonly endingDate: string };

/** Two periods share a day when each starts on or before the other's last day; back to back is no overlap. */
export const periodsOverlap = (a: TimeOffPeriod, b: TimeOffPeriod): boolean =>
  a.startingDate <= b.endingDate && b.startingDate <= a.endingDate;

/**
 * Time off starts today or later (Pacific); recording an absence already begun is for those who
 * manage others' time off.
 */
export const mayStartTimeOffOn = (actor: Actor, startingDate: string, now: Instant): boolean =>
  startingDate >= pacificDate(now) || canManageOthersTimeOff(actor);

/** The last day off: the starting day plus the duration in weeks, less one day, on the Pacific calendar. */
export const endingDateOf = (startingDate: string, durationWeeks: number): string =>
  addPacificDays(startingDate, durationWeeks * 7 - 1);

export type TimeOffPhase = 'current' | 'upcoming' | 'past';

/**
 * Current while the present Pacific week overlaps the request (spec 000 section 4), upcoming when it
 * starts after this week, past once it ended before this week began.
 */
export function timeOffPhase(
  request: { startingDate: string; endingDate: string },
  now: Instant,
): TimeOffPhase {
  const week = weekRange(now);
  const start = request.startingDate.slice(0, 10);
  const end = request.endingDate.slice(0, 10);
  if (end < week.startDate) return 'past';
  if (start > week.endDate) return 'upcoming';
  return 'current';
}
