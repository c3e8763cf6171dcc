import type { DbOrTransaction } from '../../db.js';
import { createTimeEntriesRepo } from './timeEntries.repo.js';

export function createTimeEntriesService() {
  const repo = createTimeEntriesRepo();
  return {
    /** Logged time keeps its project: a project with entries can be archived, not deleted. */
    hasEntriesOfProject: (tx: DbOrTransaction, projectId: string) => repo.hasEntriesOfProject(tx, projectId),

    /** Entries of an archived project are inactive; bringing the project back makes them active again. */
    setActiveOfProject: async (tx: DbOrTransaction, projectId: string, isActive: boolean) => {
      await repo.setActiveOfProject(tx, projectId, isActive);
    },
  };
}

export type TimeEntriesService = ReturnType<typeof createTimeEntriesService>;
