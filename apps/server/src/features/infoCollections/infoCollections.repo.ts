import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { infoCollections } from './infoCollections.table.js';

export type InfoRow = typeof infoCollections.$inferSelect;
export type InfoValues = { infoName: string; infoContent: string; visibility: string; fontSize?: number };

export function createInfoCollectionsRepo(db: DbOrTransaction) {
  return {
    /** The pop-ups of the given visibilities, by name. */
    listVisible: (visibilities: readonly string[]): Promise<InfoRow[]> =>
      db
        .select()
        .from(infoCollections)
        .where(inArray(infoCollections.visibility, [...visibilities]))
        .orderBy(asc(infoCollections.infoName)),

    find: async (id: string): Promise<InfoRow | undefined> =>
      (await db.select().from(infoCollections).where(eq(infoCollections.id, id)))[0],

    isNameTakenIgnoringCase: async (name: string, exceptId?: string): Promise<boolean> => {
      const same = sql`lower(${infoCollections.infoName}) = lower(${name})`;
      const rows = await db
        .select({ id: infoCollections.id })
        .from(infoCollections)
        .where(exceptId ? and(same, ne(infoCollections.id, exceptId)) : same)
        .limit(1);
      return rows.length > 0;
    },

    insert: async (values: InfoValues): Promise<InfoRow> =>
      (await db.insert(infoCollections).values(values).returning())[0]!,

    update: async (id: string, values: Partial<InfoValues>): Promise<InfoRow | undefined> =>
      (
        await db
          .update(infoCollections)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(infoCollections.id, id))
          .returning()
      )[0],

    remove: async (id: string): Promise<InfoRow | undefined> =>
      (await db.delete(infoCollections).where(eq(infoCollections.id, id)).returning())[0],
  };
}
