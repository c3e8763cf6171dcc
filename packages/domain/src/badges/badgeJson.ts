// Badges as the API sends them. The schemas are the server's response schemas and the shape tests',
// so the JSON and the type the web reads cannot drift apart.
import { z } from 'zod';
import { BADGE_CATEGORIES, BADGE_TYPES } from './badge.schema';

/** A badge as a profile's badgeCollection carries it. */
export const badgeJson = z.strictObject({
  _id: z.string(),
  badgeName: z.string(),
  type: z.string(),
  imageUrl: z.string(),
  description: z.string(),
  ranking: z.number(),
  showReport: z.boolean(),
});
export type BadgeJson = z.infer<typeof badgeJson>;

/** A badge as `GET /api/badge` lists it, every field of the definition; the figures only where set. */
export const badgeDefinitionJson = z.strictObject({
  ...badgeJson.shape,
  type: z.enum(BADGE_TYPES),
  category: z.enum(BADGE_CATEGORIES),
  multiple: z.number().optional(),
  weeks: z.number().optional(),
  months: z.number().optional(),
  totalHrs: z.number().optional(),
  people: z.number().optional(),
  project: z.strictObject({ _id: z.string(), projectName: z.string() }).nullable(),
});
export type BadgeDefinitionJson = z.infer<typeof badgeDefinitionJson>;

/** One entry of a profile's badgeCollection. */
export const badgeCollectionItemJson = z.strictObject({
  _id: z.string(),
  badge: badgeJson,
  count: z.number().int(),
  /** The days it was earned, as stored (the weekly job writes MMM-DD-YY, manual awards may carry dates). */
  earnedDate: z.array(z.string()),
  lastModified: z.string(),
  featured: z.boolean(),
  hasBadgeDeletionImpact: z.boolean(),
});
export type BadgeCollectionItemJson = z.infer<typeof badgeCollectionItemJson>;

export const badgeCountJson = z.strictObject({ count: z.number().int() });
export type BadgeCountJson = z.infer<typeof badgeCountJson>;

/** The answer to changing or deleting a badge. */
export const badgeMessageJson = z.strictObject({ message: z.string() });
export type BadgeMessageJson = z.infer<typeof badgeMessageJson>;
