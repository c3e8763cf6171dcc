import type { TeamRefJson } from '@hgn/domain/users';
import type { FeatureDeps } from '../../platform/http/feature.js';
import { presentTeamRef } from './teams.present.js';
import { createTeamsRepo } from './teams.repo.js';

export function createTeamsService({ db }: FeatureDeps) {
  const repo = createTeamsRepo(db);
  return {
    listTeamsOfUser: async (userId: string): Promise<TeamRefJson[]> =>
      (await repo.listTeamsOfUser(userId)).map(presentTeamRef),
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
