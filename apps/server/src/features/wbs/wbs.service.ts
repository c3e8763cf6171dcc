import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { createWbsRepo } from './wbs.repo.js';

export function createWbsService({ clock }: FeatureDeps) {
  const repo = createWbsRepo();
  return {
    /** A project archived or brought back takes its WBS with it, inside the project's transaction. */
    setActiveOfProject: async (tx: DbOrTransaction, projectId: string, isActive: boolean) => {
      await repo.setActiveOfProject(tx, projectId, isActive, clock.now());
    },
  };
}

export type WbsService = ReturnType<typeof createWbsService>;
