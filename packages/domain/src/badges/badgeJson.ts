// Badges as the API sends them. The schemas are the server's response schemas and the shape tests',
// so the JSON and the type the web reads cannot drift apart.
import { z } from 'zod';
import type { BadgeCategory, BadgeType } from './badge.schema';

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

/** A badge as `GET /api/badge` lists it, every field of the definition. */
export type BadgeDefinitionJson = BadgeJson & {
  type: BadgeType;
  category: BadgeCategory;
  multiple?: number;
  weeks?: number;
  months?: number;
  totalHrs?: number;
  people?: number;
  project: { _id: string; projectName: string } | null;
};

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

export type BadgeCountJson = { count: number };
