import type { FeatureDeps } from '../../platform/http/feature.js';
import { presentTeamRef, type TeamRefJson } from './teams.present.js';
import { createTeamsRepo } from './teams.repo.js';

export type { TeamRefJson };

export function createTeamsService({ db }: FeatureDeps) {
  const repo = createTeamsRepo(db);
  return {
    listTeamsOfUser: async (userId: string): Promise<TeamRefJson[]> =>
      (await repo.listTeamsOfUser(userId)).map(presentTeamRef),
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
