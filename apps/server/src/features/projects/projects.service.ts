import type { ProjectRefJson } from '@hgn/domain/users';
import type { FeatureDeps } from '../../platform/http/feature.js';
import { presentProjectRef } from './projects.present.js';
import { createProjectsRepo } from './projects.repo.js';

export function createProjectsService({ db }: FeatureDeps) {
  const repo = createProjectsRepo(db);
  return {
    listProjectsOfUser: async (userId: string): Promise<ProjectRefJson[]> =>
      (await repo.listProjectsOfUser(userId)).map(presentProjectRef),
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
