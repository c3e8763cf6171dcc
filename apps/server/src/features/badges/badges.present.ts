import type { BadgeCollectionItemJson } from '@hgn/domain/badges';
import type { BadgeCollectionRow } from './badges.repo.js';

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
