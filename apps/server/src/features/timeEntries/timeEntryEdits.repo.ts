// The edits that count toward the edit limit (server-rules 3).
import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { timeEntryEdits } from './timeEntries.table.js';

export type TimeEntryEditValues = Omit<typeof timeEntryEdits.$inferInsert, 'id'>;

export function createTimeEntryEditsRepo(db: DbOrTransaction) {
  return {
    insert: async (values: TimeEntryEditValues) => {
      await db.insert(timeEntryEdits).values(values);
    },

    countSince: async (personId: string, since: Date): Promise<number> =>
      (
        await db
          .select({ n: count() })
          .from(timeEntryEdits)
          .where(and(eq(timeEntryEdits.personId, personId), gte(timeEntryEdits.editedAt, since)))
      )[0]?.n ?? 0,

    listOfPerson: (personId: string) =>
      db
        .select()
        .from(timeEntryEdits)
        .where(eq(timeEntryEdits.personId, personId))
        .orderBy(asc(timeEntryEdits.editedAt), asc(timeEntryEdits.id)),
  };
}
