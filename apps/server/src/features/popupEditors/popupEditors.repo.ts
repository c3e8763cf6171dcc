import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { popupEditorBackups, popupEditors } from './popupEditors.table.js';

export type PopupRow = typeof popupEditors.$inferSelect;
export type PopupBackupRow = typeof popupEditorBackups.$inferSelect;
type PopupValues = { popupName: string; popupContent: string };

export function createPopupEditorsRepo(db: DbOrTransaction) {
  return {
    list: (): Promise<PopupRow[]> =>
      db
        .select()
        .from(popupEditors)
        .orderBy(asc(sql`lower(${popupEditors.popupName})`), asc(popupEditors.id)),
    find: async (id: string): Promise<PopupRow | undefined> =>
      (await db.select().from(popupEditors).where(eq(popupEditors.id, id)))[0],
    isNameTakenIgnoringCase: async (name: string, exceptId?: string): Promise<boolean> => {
      const same = sql`lower(${popupEditors.popupName}) = lower(${name})`;
      const rows = await db
        .select({ id: popupEditors.id })
        .from(popupEditors)
        .where(exceptId ? and(same, ne(popupEditors.id, exceptId)) : same)
        .limit(1);
      return rows.length > 0;
    },
    insert: async (values: PopupValues): Promise<PopupRow> =>
      (await db.insert(popupEditors).values(values).returning())[0]!,
    update: async (id: string, values: Partial<PopupValues>): Promise<PopupRow | undefined> =>
      (
        await db
          .update(popupEditors)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(popupEditors.id, id))
          .returning()
      )[0],
    /** The pop-up's one backup, replaced. */
    saveBackup: async (popupId: string, values: PopupValues): Promise<PopupBackupRow> =>
      (
        await db
          .insert(popupEditorBackups)
          .values({ popupId, ...values })
          .onConflictDoUpdate({
            target: popupEditorBackups.popupId,
            set: { ...values, savedAt: sql`now()` },
          })
          .returning()
      )[0]!,
  };
}
