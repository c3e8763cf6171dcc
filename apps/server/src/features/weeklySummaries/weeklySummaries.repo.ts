// Purpose-named reads and writes of `weekly_summaries`: one row per person and Pacific week. A
// person's writes run one at a time (`lockPersonsSummaries`), so a save and a move never interleave.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { weeklySummaries } from './weeklySummaries.table.js';

export type SummaryRow = { weekStart: string; summary: string; uploadedAt: Date };

const rowColumns = {
  weekStart: weeklySummaries.weekStart,
  summary: weeklySummaries.summary,
  uploadedAt: weeklySummaries.uploadedAt,
};

export function createWeeklySummariesRepo(db: DbOrTransaction) {
  return {
    /** The person whose summaries these are: what deciding who may write them needs, and the media link. */
    findPerson: async (userId: string) =>
      (
        await db
          .select({
            id: users.id,
            role: users.role,
            isProtected: users.isProtected,
            mediaUrl: users.mediaUrl,
          })
          .from(users)
          .where(eq(users.id, userId))
      )[0],

    /** Until the transaction ends, no other request writes this person's summaries. */
    lockPersonsSummaries: async (userId: string): Promise<void> => {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`weekly-summaries:${userId}`}))`);
    },

    /** Every week the person has a row for, oldest first; a person writes one a week at most. */
    listOfPerson: (userId: string): Promise<SummaryRow[]> =>
      db
        .select(rowColumns)
        .from(weeklySummaries)
        .where(eq(weeklySummaries.userId, userId))
        .orderBy(asc(weeklySummaries.weekStart)),

    findWeek: async (userId: string, weekStart: string) =>
      (
        await db
          .select(rowColumns)
          .from(weeklySummaries)
          .where(and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, weekStart)))
      )[0],

    /** Writes the week's summary, in one statement whether or not the week had a row. */
    saveWeek: async (row: SummaryRow & { userId: string }): Promise<void> => {
      await db
        .insert(weeklySummaries)
        .values(row)
        .onConflictDoUpdate({
          target: [weeklySummaries.userId, weeklySummaries.weekStart],
          set: { summary: row.summary, uploadedAt: row.uploadedAt },
        });
    },

    /** Gives the week's row another week; that week must have no row (clear it first). */
    moveWeek: async (userId: string, from: string, to: string): Promise<void> => {
      await db
        .update(weeklySummaries)
        .set({ weekStart: to })
        .where(and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, from)));
    },

    removeWeek: async (userId: string, weekStart: string): Promise<void> => {
      await db
        .delete(weeklySummaries)
        .where(and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, weekStart)));
    },
  };
}
