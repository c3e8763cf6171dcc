import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { sessions } from './auth.table.js';

/** The most sessions the list shows: the most recently used. */
const SESSIONS_LISTED_MAX = 200;

const liveOf = (userId: string, now: Date) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** A person's own sessions: the list of where they are signed in, and ending them. */
export function createSessionsRepo(db: DbOrTransaction) {
  return {
    /** The live sessions of a person, the most recently used first. */
    findLive: (userId: string, now: Date) =>
      db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
          address: sessions.address,
        })
        .from(sessions)
        .where(liveOf(userId, now))
        .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`), desc(sessions.createdAt))
        .limit(SESSIONS_LISTED_MAX),

    /** Ends one live session of the person; whether it did (not theirs, unknown or already ended: no). */
    revokeOwn: async (userId: string, sessionId: string, now: Date) => {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), liveOf(userId, now)))
        .returning({ id: sessions.id });
      return ended.length === 1;
    },

    /**
     * Ends every live session of the person but `keepId`; the ids it ended. The rows are locked in
     * one order first, so requests doing the same at once wait for each other instead of deadlocking,
     * and each session is ended (and counted) by one of them.
     */
    revokeAllBut: async (userId: string, keepId: string, now: Date) => {
      const others = db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(liveOf(userId, now), ne(sessions.id, keepId)))
        .orderBy(sessions.id)
        .for('update');
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(inArray(sessions.id, others), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },
  };
}
