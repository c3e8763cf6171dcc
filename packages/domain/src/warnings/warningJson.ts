// The warning tracker in the original API's shapes: the descriptions an administrator tracks, and a
// person's warnings grouped by active description.
import { z } from 'zod';

export const warningDescriptionJson = z.strictObject({
  _id: z.string(),
  warningTitle: z.string(),
  activeWarning: z.boolean(),
  /** A permanent description cannot be deleted. */
  isPermanent: z.boolean(),
  abbreviation: z.string(),
  order: z.number().int(),
});
export type WarningDescriptionJson = z.infer<typeof warningDescriptionJson>;

export const currentWarningsJson = z.strictObject({
  currentWarningDescriptions: z.array(warningDescriptionJson),
});
export type CurrentWarningsJson = z.infer<typeof currentWarningsJson>;

/** What a change to the descriptions answers: what was done, and the descriptions now. */
export const warningDescriptionsChangedJson = currentWarningsJson.extend({ message: z.string() });
export type WarningDescriptionsChangedJson = z.infer<typeof warningDescriptionsChangedJson>;

export const warningColors = ['yellow', 'red'] as const;
export type WarningColor = (typeof warningColors)[number];

export const userWarningJson = z.strictObject({
  _id: z.string(),
  iconId: z.string(),
  /** Yellow: a warning; red: a blue square was given with it. */
  color: z.enum(warningColors),
  /** The Pacific day it was issued, `YYYY-MM-DD`. */
  date: z.string(),
  /** The title of its description. */
  description: z.string(),
  /** Who issued it; null when their account was deleted. */
  monitorData: z.strictObject({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
});
export type UserWarningJson = z.infer<typeof userWarningJson>;

export const warningsOfUserJson = z.strictObject({
  warnings: z.array(
    z.strictObject({
      title: z.string(),
      warnings: z.array(userWarningJson),
      abbreviation: z.string(),
      order: z.number().int(),
    }),
  ),
});
export type WarningsOfUserJson = z.infer<typeof warningsOfUserJson>;
export type WarningTrackerJson = WarningsOfUserJson['warnings'][number];
