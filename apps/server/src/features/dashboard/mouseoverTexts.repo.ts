import { eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { mouseoverTexts } from './mouseoverTexts.table.js';

export type MouseoverTextRow = typeof mouseoverTexts.$inferSelect;

export function createMouseoverTextsRepo(db: DbOrTransaction) {
  return {
    list: (): Promise<MouseoverTextRow[]> => db.select().from(mouseoverTexts),

    insert: async (text: string): Promise<MouseoverTextRow> =>
      (await db.insert(mouseoverTexts).values({ text }).returning())[0]!,

    update: async (id: string, text: string): Promise<MouseoverTextRow | undefined> =>
      (
        await db
          .update(mouseoverTexts)
          .set({ text, updatedAt: sql`now()` })
          .where(eq(mouseoverTexts.id, id))
          .returning()
      )[0],
  };
}
