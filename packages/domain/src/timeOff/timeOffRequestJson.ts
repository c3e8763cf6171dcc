// Time-off requests as the API sends them. The schemas are the server's response schemas; pages that
// must stay free of the validation library (the dashboard) import only the types.
import { z } from 'zod';
import { TIME_OFF_REASON_TYPES } from './timeOffRules';

// Requests are Pacific calendar days; each day travels as the ISO instant of its 00:00 Pacific, the
// original shape, which reads back as the same day in Pacific time or from its first ten characters.
export const timeOffRequestJson = z.strictObject({
  _id: z.string(),
  requestFor: z.string(),
  startingDate: z.iso.datetime(),
  /** The last day off (start + duration weeks - 1 day), at 00:00 Pacific. */
  endingDate: z.iso.datetime(),
  /** In weeks. */
  duration: z.number().int(),
  reason: z.string(),
  reasonType: z.enum(TIME_OFF_REASON_TYPES).optional(),
});
export type TimeOffRequestJson = z.infer<typeof timeOffRequestJson>;

/** `{ [userId]: requests }`, the grouping the original API answers with. */
export const timeOffRequestsByUserJson = z.record(z.string(), z.array(timeOffRequestJson));
export type TimeOffRequestsByUserJson = z.infer<typeof timeOffRequestsByUserJson>;
