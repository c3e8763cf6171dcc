import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { wbs } from './wbs.table.js';

export function createWbsRepo() {
  return {
    setActiveOfProject: (tx: DbOrTransaction, projectId: string, isActive: boolean, now: Date) =>
      tx
        .update(wbs)
        .set({ isActive, updatedAt: now, version: sql`${wbs.version} + 1` })
        .where(and(eq(wbs.projectId, projectId), ne(wbs.isActive, isActive))),
  };
}
