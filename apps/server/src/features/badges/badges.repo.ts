import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { badges, userBadges } from './badges.table.js';

export function createBadgesRepo(db: Db) {
  return {
    /** A user's badges with their details, in the badge order of the spec: ranking ascending with 0 last, then name. */
    listBadgeCollectionOfUser: (userId: string) =>
      db
        .select({
          id: userBadges.id,
          count: userBadges.count,
          earnedDates: userBadges.earnedDates,
          featured: userBadges.featured,
          hasBadgeDeletionImpact: userBadges.hasBadgeDeletionImpact,
          lastModified: userBadges.lastModified,
          badge: {
            id: badges.id,
            name: badges.name,
            type: badges.type,
            imageUrl: badges.imageUrl,
            description: badges.description,
            ranking: badges.ranking,
            showReport: badges.showReport,
          },
        })
        .from(userBadges)
        .innerJoin(badges, eq(badges.id, userBadges.badgeId))
        .where(eq(userBadges.userId, userId))
        .orderBy(sql`${badges.ranking} = 0`, asc(badges.ranking), asc(badges.name)),
  };
}

export type BadgesRepo = ReturnType<typeof createBadgesRepo>;
export type BadgeCollectionRow = Awaited<ReturnType<BadgesRepo['listBadgeCollectionOfUser']>>[number];
