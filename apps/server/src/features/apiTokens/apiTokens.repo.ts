import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { apiTokens } from './apiTokens.table.js';

/** Every column but the secret's digest, which never leaves the repository. */
const shown = {
  id: apiTokens.id,
  userId: apiTokens.userId,
  name: apiTokens.name,
  access: apiTokens.access,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  revokedAt: apiTokens.revokedAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

export type ApiTokenRow = Omit<typeof apiTokens.$inferSelect, 'tokenHash'>;

const live = (now: Date) => and(isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now));

export function createApiTokensRepo(db: DbOrTransaction) {
  return {
    /** Until the transaction ends, nobody else makes a token for this person: the count stays true. */
    lockOwnersTokens: async (userId: string): Promise<void> => {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-tokens:${userId}`}))`);
    },

    countLive: async (userId: string, now: Date): Promise<number> => {
      const [row] = await db
        .select({ n: count() })
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), live(now)));
      return row?.n ?? 0;
    },

    insert: async (values: {
      userId: string;
      name: string;
      access: 'read' | 'write';
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<ApiTokenRow> => (await db.insert(apiTokens).values(values).returning(shown))[0]!,

    listOf: (userId: string) =>
      db
        .select(shown)
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id)),

    /** The person's token, locked until the transaction ends. */
    findOwnLocked: async (userId: string, id: string): Promise<ApiTokenRow | undefined> =>
      (
        await db
          .select(shown)
          .from(apiTokens)
          .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
          .for('update')
      )[0],

    revoke: async (id: string, now: Date): Promise<ApiTokenRow> =>
      (await db.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, id)).returning(shown))[0]!,

    /** Revokes every live token of the person; the ones it revoked. */
    revokeLiveOf: async (userId: string, now: Date): Promise<ApiTokenRow[]> =>
      db
        .update(apiTokens)
        .set({ revokedAt: now })
        .where(and(eq(apiTokens.userId, userId), live(now)))
        .returning(shown),

    /** The token behind a secret's digest while it is live. */
    findLiveByHash: async (tokenHash: string, now: Date): Promise<ApiTokenRow | undefined> =>
      (
        await db
          .select(shown)
          .from(apiTokens)
          .where(and(eq(apiTokens.tokenHash, tokenHash), live(now)))
      )[0],

    /** Stamps the token's use unless a use within `since` stamped it already (two servers may both try). */
    markUsed: (id: string, now: Date, since: Date) =>
      db
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, since)))),
  };
}
