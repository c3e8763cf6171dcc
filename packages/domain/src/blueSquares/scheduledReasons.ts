// A reason a volunteer schedules for a week they will miss (the original's "Blue Square Reason"):
// dated the Sunday they return, it becomes the description of the blue square that Sunday's week
// close gives them. The messages are the original server's.
import { z } from 'zod';
import { TEXT_MAX } from '../limits';
import { addCivilDays, civilToISO, civilWeekday, parseISODate, parseISODateOrThrow } from '../time/civilDate';
import { dayInput } from '../time/dayInput';

export const scheduledReasonMessages = {
  notSunday:
    "You must choose the Sunday YOU'LL RETURN as your date. This is so your reason ends up as a note on that blue square.",
  inPast: 'You should select a date that is yet to come',
  missing: 'You must provide a reason.',
  duplicate: 'The reason must be unique to the date',
  notFound: 'Reason not found',
  updated: 'Reason Updated!',
} as const;

/** Whether a `YYYY-MM-DD` day is a Sunday. */
export const isSunday = (day: string): boolean => {
  const civil = parseISODate(day);
  return civil !== null && civilWeekday(civil) === 0;
};

/** How many Sundays ahead the reason form offers. */
export const REASON_SUNDAYS_AHEAD = 52;

/** The Sundays a reason may be scheduled for, from `today` (a Sunday itself counts) onwards. */
export function upcomingSundays(today: string, count = REASON_SUNDAYS_AHEAD): string[] {
  const civil = parseISODateOrThrow(today);
  const first = addCivilDays(civil, (7 - civilWeekday(civil)) % 7);
  return Array.from({ length: count }, (_, week) => civilToISO(addCivilDays(first, 7 * week)));
}

const reasonText = z
  .string({ error: scheduledReasonMessages.missing })
  .trim()
  .min(1, scheduledReasonMessages.missing)
  .max(TEXT_MAX.freeText);

/** What the reason form and the API take: the Sunday of return and the reason. */
export const scheduledReasonFields = z.object({
  date: dayInput(scheduledReasonMessages.notSunday).refine(isSunday, scheduledReasonMessages.notSunday),
  message: reasonText,
});
export type ScheduledReasonFields = z.input<typeof scheduledReasonFields>;

/** `POST /reason/` as the original client sends it. */
export const scheduleReasonBody = z.object({
  userId: z.uuid(),
  reasonData: scheduledReasonFields,
});

/** `PATCH /reason/:userId`: the reason of that date gets the new message. */
export const editReasonBody = z.object({
  reasonData: scheduledReasonFields,
});

export const reasonQuery = z.object({ queryDate: dayInput(scheduledReasonMessages.notSunday) });

/**
 * A scheduled reason; `date` is the instant the Pacific Sunday starts. The original answers a date
 * with none with the same fields empty and no `_id`.
 */
export const scheduledReasonJson = z.strictObject({
  _id: z.string().optional(),
  reason: z.string(),
  date: z.string(),
  userId: z.string(),
  isSet: z.boolean(),
});
export type ScheduledReasonJson = z.infer<typeof scheduledReasonJson>;

export const scheduledReasonsJson = z.strictObject({ reasons: z.array(scheduledReasonJson) });
export type ScheduledReasonsJson = z.infer<typeof scheduledReasonsJson>;

export const reasonUpdatedJson = z.strictObject({ message: z.string() });
