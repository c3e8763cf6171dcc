import { eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { aiPromptCopies, organisationSettings } from './feedback.table.js';

export type SettingKey = 'suggestionOptions' | 'aiPrompt';

export const feedbackRepo = {
  readSetting: async (reader: DbOrTransaction, key: SettingKey, forUpdate = false) => {
    const query = reader.select().from(organisationSettings).where(eq(organisationSettings.key, key));
    return (await (forUpdate ? query.for('update') : query))[0];
  },

  /** Makes sure the key has a row (its default) so that a writer can lock it. */
  ensureSetting: (tx: DbOrTransaction, key: SettingKey, value: unknown) =>
    tx.insert(organisationSettings).values({ key, value }).onConflictDoNothing(),

  writeSetting: async (tx: DbOrTransaction, key: SettingKey, value: unknown, at: Date) =>
    (
      await tx
        .insert(organisationSettings)
        .values({ key, value, updatedAt: at })
        .onConflictDoUpdate({ target: organisationSettings.key, set: { value, updatedAt: at } })
        .returning()
    )[0]!,

  /** Who is writing: the names and address an e-mail from them carries. */
  sender: async (reader: DbOrTransaction, userId: string) =>
    (
      await reader
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
    )[0],

  copiedAt: async (reader: DbOrTransaction, userId: string) =>
    (await reader.select().from(aiPromptCopies).where(eq(aiPromptCopies.userId, userId)))[0]?.copiedAt ??
    null,

  markCopied: (tx: DbOrTransaction, userId: string, at: Date) =>
    tx
      .insert(aiPromptCopies)
      .values({ userId, copiedAt: at })
      .onConflictDoUpdate({ target: aiPromptCopies.userId, set: { copiedAt: sql`excluded.copied_at` } }),
};
