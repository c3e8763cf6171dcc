import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { timeEntries } from './timeEntries.table.js';

export function createTimeEntriesRepo() {
  return {
    hasEntriesOfProject: async (tx: DbOrTransaction, projectId: string) =>
      (
        await tx
          .select({ id: timeEntries.id })
          .from(timeEntries)
          .where(eq(timeEntries.projectId, projectId))
          .limit(1)
      ).length > 0,

    // An entry's modified time is when its person last changed it; archiving does not count.
    setActiveOfProject: (tx: DbOrTransaction, projectId: string, isActive: boolean) =>
      tx
        .update(timeEntries)
        .set({ isActive })
        .where(and(eq(timeEntries.projectId, projectId), ne(timeEntries.isActive, isActive))),
  };
}
