import type { BadgeCategory, BadgeType } from './badge.schema';

/** A badge as a profile's badgeCollection carries it. */
export type BadgeJson = {
  _id: string;
  badgeName: string;
  type: string;
  imageUrl: string;
  description: string;
  ranking: number;
  showReport: boolean;
};

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
export type BadgeCollectionItemJson = {
  _id: string;
  badge: BadgeJson;
  count: number;
  /** The days it was earned, as stored (the weekly job writes MMM-DD-YY, manual awards may carry dates). */
  earnedDate: string[];
  lastModified: string;
  featured: boolean;
  hasBadgeDeletionImpact: boolean;
};

export type BadgeCountJson = { count: number };
