import { and, count, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { roles } from '../permissions/permissions.table.js';
import { users } from '../users/users.table.js';
import {
  twoFactorChallenges,
  twoFactorPolicy,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
} from './twoFactor.table.js';

/** A challenge takes this many wrong codes, then it is dead. */
export const CHALLENGE_MAX_FAILURES = 5;

export function createTwoFactorRepo(db: DbOrTransaction) {
  return {
    transaction: <T>(work: (tx: DbOrTransaction) => Promise<T>) => db.transaction(work),

    findSecret: async (userId: string) => {
      const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
      return row;
    },

    /** Stores a new secret, not yet on; replaces one not yet on. Nothing when the factor is on (false). */
    putPendingSecret: async (userId: string, secretEncrypted: string, now: Date) => {
      const rows = await db
        .insert(twoFactorSecrets)
        .values({ userId, secretEncrypted, createdAt: now })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { secretEncrypted, lastUsedStep: 0, createdAt: now },
          setWhere: isNull(twoFactorSecrets.enabledAt),
        })
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    /** Turns the pending factor on at the step of the code that proved it; false if it changed meanwhile. */
    enable: async (userId: string, secretEncrypted: string, step: number, now: Date) => {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ enabledAt: now, lastUsedStep: step })
        .where(
          and(
            eq(twoFactorSecrets.userId, userId),
            eq(twoFactorSecrets.secretEncrypted, secretEncrypted),
            isNull(twoFactorSecrets.enabledAt),
          ),
        )
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    /** Marks a step used, only if it is later than the last one used: a code is accepted once. */
    useStep: async (userId: string, step: number) => {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(twoFactorSecrets.userId, userId),
            isNotNull(twoFactorSecrets.enabledAt),
            lt(twoFactorSecrets.lastUsedStep, step),
          ),
        )
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    replaceRecoveryCodes: async (userId: string, codeHashes: readonly string[]) => {
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Spends an unused recovery code; false when there is none such. */
    spendRecoveryCode: async (userId: string, codeHash: string, now: Date) => {
      const rows = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length > 0;
    },

    countRecoveryCodesLeft: async (userId: string) => {
      const [row] = await db
        .select({ n: count() })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** Removes the factor, its recovery codes and open challenges; whether it was on. */
    removeFactor: async (userId: string) => {
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
      const rows = await db
        .delete(twoFactorSecrets)
        .where(eq(twoFactorSecrets.userId, userId))
        .returning({ enabledAt: twoFactorSecrets.enabledAt });
      return rows.some((row) => row.enabledAt !== null);
    },

    /** Removes the person's challenges that can no longer be answered (used, or past their lifetime). */
    pruneChallenges: (userId: string, now: Date) =>
      db
        .delete(twoFactorChallenges)
        .where(
          and(
            eq(twoFactorChallenges.userId, userId),
            or(isNotNull(twoFactorChallenges.usedAt), lte(twoFactorChallenges.expiresAt, now)),
          ),
        ),

    insertChallenge: (challenge: {
      userId: string;
      challengeHash: string;
      expiresAt: Date;
      userAgent: string;
    }) => db.insert(twoFactorChallenges).values(challenge),

    findChallenge: async (challengeHash: string) => {
      const [row] = await db
        .select()
        .from(twoFactorChallenges)
        .where(eq(twoFactorChallenges.challengeHash, challengeHash));
      return row;
    },

    countChallengeFailure: (challengeId: string) =>
      db
        .update(twoFactorChallenges)
        .set({ failures: sql`${twoFactorChallenges.failures} + 1` })
        .where(eq(twoFactorChallenges.id, challengeId)),

    /** Uses the challenge up, if it is still alive; false when it is not. */
    useChallenge: async (challengeId: string, now: Date) => {
      const rows = await db
        .update(twoFactorChallenges)
        .set({ usedAt: now })
        .where(
          and(
            eq(twoFactorChallenges.id, challengeId),
            isNull(twoFactorChallenges.usedAt),
            lt(twoFactorChallenges.failures, CHALLENGE_MAX_FAILURES),
            gt(twoFactorChallenges.expiresAt, now),
          ),
        )
        .returning({ id: twoFactorChallenges.id });
      return rows.length > 0;
    },

    requiredRoles: async () => {
      const [row] = await db.select({ requiredRoles: twoFactorPolicy.requiredRoles }).from(twoFactorPolicy);
      return row?.requiredRoles ?? [];
    },

    setRequiredRoles: (requiredRoles: string[], now: Date) =>
      db
        .insert(twoFactorPolicy)
        .values({ onlyRow: true, requiredRoles, updatedAt: now })
        .onConflictDoUpdate({ target: twoFactorPolicy.onlyRow, set: { requiredRoles, updatedAt: now } }),

    /** Which of the names are roles. */
    existingRoles: async (names: readonly string[]) =>
      names.length === 0
        ? []
        : (
            await db
              .select({ name: roles.name })
              .from(roles)
              .where(inArray(roles.name, [...names]))
          ).map((row) => row.name),

    findPerson: async (userId: string) => {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          role: users.role,
          isProtected: users.isProtected,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}
