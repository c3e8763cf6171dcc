import { eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { aiPromptCopies, organisationSettings } from './feedback.table.js';

export type SettingKey = 'suggestionOptions' | 'aiPrompt';

export function createFeedbackRepo(db: DbOrTransaction) {
  return {
    readSetting: async (key: SettingKey, forUpdate = false) => {
      const query = db.select().from(organisationSettings).where(eq(organisationSettings.key, key));
      return (await (forUpdate ? query.for('update') : query))[0];
    },

    /** Makes sure the key has a row (its default) so that a writer can lock it. */
    ensureSetting: (key: SettingKey, value: unknown) =>
      db.insert(organisationSettings).values({ key, value }).onConflictDoNothing(),

    writeSetting: async (key: SettingKey, value: unknown, at: Date) =>
      (
        await db
          .insert(organisationSettings)
          .values({ key, value, updatedAt: at })
          .onConflictDoUpdate({ target: organisationSettings.key, set: { value, updatedAt: at } })
          .returning()
      )[0]!,

    /** Who is writing: the names and address an e-mail from them carries. */
    sender: async (userId: string) =>
      (
        await db
          .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(eq(users.id, userId))
      )[0],

    copiedAt: async (userId: string) =>
      (await db.select().from(aiPromptCopies).where(eq(aiPromptCopies.userId, userId)))[0]?.copiedAt ?? null,

    markCopied: (userId: string, at: Date) =>
      db
        .insert(aiPromptCopies)
        .values({ userId, copiedAt: at })
        .onConflictDoUpdate({ target: aiPromptCopies.userId, set: { copiedAt: sql`excluded.copied_at` } }),
  };
}
