import type { BadgeCollectionRow } from './badges.repo.js';

export type BadgeJson = {
  _id: string;
  badgeName: string;
  type: string;
  imageUrl: string;
  description: string;
  ranking: number;
  showReport: boolean;
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

export const presentBadgeCollectionItem = (row: BadgeCollectionRow): BadgeCollectionItemJson => ({
  _id: row.id,
  badge: {
    _id: row.badge.id,
    badgeName: row.badge.name,
    type: row.badge.type,
    imageUrl: row.badge.imageUrl,
    description: row.badge.description,
    ranking: row.badge.ranking,
    showReport: row.badge.showReport,
  },
  count: row.count,
  earnedDate: row.earnedDates,
  lastModified: row.lastModified.toISOString(),
  featured: row.featured,
  hasBadgeDeletionImpact: row.hasBadgeDeletionImpact,
});
