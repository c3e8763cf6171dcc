import type { BadgeCollectionItemJson } from '@hgn/domain/badges';
import type { FeatureDeps } from '../../platform/http/feature.js';
import { presentBadgeCollectionItem } from './badges.present.js';
import { createBadgesRepo } from './badges.repo.js';

export function createBadgesService({ db }: FeatureDeps) {
  const repo = createBadgesRepo(db);
  return {
    listBadgeCollectionOfUser: async (userId: string): Promise<BadgeCollectionItemJson[]> =>
      (await repo.listBadgeCollectionOfUser(userId)).map(presentBadgeCollectionItem),
  };
}

export type BadgesService = ReturnType<typeof createBadgesService>;
