// The time-off requests the API accepts. The rules and words that pages also need without a
// validation library (the dashboard lists time off) are in timeOffRules.ts.
import { z } from 'zod';
import { dayInput } from '../time/dayInput';
import { MAX_TIME_OFF_WEEKS, TIME_OFF_BAD_REQUEST, TIME_OFF_REASON_TYPES } from './timeOffRules';

/** A day as `YYYY-MM-DD`, or a timestamp (the original client sends one) read as its Pacific day. */
const day = dayInput(TIME_OFF_BAD_REQUEST);

const weeks = z.coerce
  .number(TIME_OFF_BAD_REQUEST)
  .int(TIME_OFF_BAD_REQUEST)
  .min(1, TIME_OFF_BAD_REQUEST)
  .max(MAX_TIME_OFF_WEEKS, TIME_OFF_BAD_REQUEST);

export const timeOffRequestInput = z.object({
  requestFor: z.uuid(TIME_OFF_BAD_REQUEST),
  duration: weeks,
  startingDate: day,
  endingDate: day.optional(),
  reason: z.string(TIME_OFF_BAD_REQUEST).trim().min(1, TIME_OFF_BAD_REQUEST).max(2000, TIME_OFF_BAD_REQUEST),
  reasonType: z.enum(TIME_OFF_REASON_TYPES, TIME_OFF_BAD_REQUEST).default('vacationTime'),
});
export type TimeOffRequestInput = z.input<typeof timeOffRequestInput>;

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
