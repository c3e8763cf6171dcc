import type {
  BadgeCategory,
  BadgeCollectionItemJson,
  BadgeDefinitionJson,
  BadgeType,
} from '@hgn/domain/badges';
import type { BadgeCollectionRow, BadgeRow } from './badges.repo.js';

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

const optional = <K extends string>(key: K, value: number | null): Partial<Record<K, number>> =>
  value === null ? {} : ({ [key]: value } as Record<K, number>);

export const presentBadge = (row: BadgeRow): BadgeDefinitionJson => ({
  _id: row.id,
  badgeName: row.name,
  // The columns only ever receive values the schema checked against these lists.
  type: row.type as BadgeType,
  category: row.category as BadgeCategory,
  ...optional('multiple', row.multiple),
  ...optional('weeks', row.weeks),
  ...optional('months', row.months),
  ...optional('totalHrs', row.totalHrs),
  ...optional('people', row.people),
  imageUrl: row.imageUrl,
  project:
    row.projectId && row.projectName !== null ? { _id: row.projectId, projectName: row.projectName } : null,
  ranking: row.ranking,
  description: row.description,
  showReport: row.showReport,
});
