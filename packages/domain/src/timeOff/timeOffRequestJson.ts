import type { TimeOffReasonType } from './timeOffRules';

// Requests are Pacific calendar days; each day travels as the ISO instant of its 00:00 Pacific, the
// original shape, which reads back as the same day in Pacific time or from its first ten characters.
export type TimeOffRequestJson = {
  _id: string;
  requestFor: string;
  startingDate: string;
  /** The last day off (start + duration weeks - 1 day), at 00:00 Pacific. */
  endingDate: string;
  /** In weeks. */
  duration: number;
  reason: string;
  reasonType?: TimeOffReasonType;
};

/** `{ [userId]: requests }`, the grouping the original API answers with. */
export type TimeOffRequestsByUserJson = Record<string, TimeOffRequestJson[]>;
