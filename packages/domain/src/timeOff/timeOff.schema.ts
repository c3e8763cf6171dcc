import { z } from 'zod';
import { dayInput } from '../time/dayInput';
import { addPacificDays, weekRange, type Instant } from '../time/pacificCalendar';

/** The original server's words for any missing or unreadable field. */
export const TIME_OFF_BAD_REQUEST = 'bad request';
export const MAX_TIME_OFF_WEEKS = 104;

/** A day as `YYYY-MM-DD`, or a timestamp (the original client sends one) read as its Pacific day. */
const day = dayInput(TIME_OFF_BAD_REQUEST);

const weeks = z.coerce
  .number(TIME_OFF_BAD_REQUEST)
  .int(TIME_OFF_BAD_REQUEST)
  .min(1, TIME_OFF_BAD_REQUEST)
  .max(MAX_TIME_OFF_WEEKS, TIME_OFF_BAD_REQUEST);

export const TIME_OFF_REASON_TYPES = ['vacationTime', 'other'] as const;
export type TimeOffReasonType = (typeof TIME_OFF_REASON_TYPES)[number];

export const timeOffRequestInput = z.object({
  requestFor: z.uuid(TIME_OFF_BAD_REQUEST),
  duration: weeks,
  startingDate: day,
  endingDate: day.optional(),
  reason: z.string(TIME_OFF_BAD_REQUEST).trim().min(1, TIME_OFF_BAD_REQUEST).max(2000, TIME_OFF_BAD_REQUEST),
  reasonType: z.enum(TIME_OFF_REASON_TYPES, TIME_OFF_BAD_REQUEST).default('vacationTime'),
});
export type TimeOffRequestInput = z.input<typeof timeOffRequestInput>;

export const timeOffEndMessages = {
  endBeforeStart: 'The ending date cannot be before the starting date.',
} as const;

/** An update sends what changes; an ending date it sends wins over the one the duration gives. */
export const timeOffRequestUpdate = z.object({
  duration: weeks.optional(),
  startingDate: day.optional(),
  endingDate: day.optional(),
  reason: z
    .string(TIME_OFF_BAD_REQUEST)
    .trim()
    .min(1, TIME_OFF_BAD_REQUEST)
    .max(2000, TIME_OFF_BAD_REQUEST)
    .optional(),
  reasonType: z.enum(TIME_OFF_REASON_TYPES, TIME_OFF_BAD_REQUEST).optional(),
});
export type TimeOffRequestUpdate = z.output<typeof timeOffRequestUpdate>;

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
