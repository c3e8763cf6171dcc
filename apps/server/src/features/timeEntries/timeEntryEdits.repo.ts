// The edits that count toward the edit limit (server-rules 3).
import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { timeEntryEdits } from './timeEntries.table.js';

export type TimeEntryEditValues = Omit<typeof timeEntryEdits.$inferInsert, 'id'>;

export const timeEntryEditsRepo = {
  insert: async (tx: DbOrTransaction, values: TimeEntryEditValues) => {
    await tx.insert(timeEntryEdits).values(values);
  },

  countSince: async (tx: DbOrTransaction, personId: string, since: Date): Promise<number> =>
    (
      await tx
        .select({ n: count() })
        .from(timeEntryEdits)
        .where(and(eq(timeEntryEdits.personId, personId), gte(timeEntryEdits.editedAt, since)))
    )[0]?.n ?? 0,

  listOfPerson: (reader: DbOrTransaction, personId: string) =>
    reader
      .select()
      .from(timeEntryEdits)
      .where(eq(timeEntryEdits.personId, personId))
      .orderBy(asc(timeEntryEdits.editedAt), asc(timeEntryEdits.id)),
};
