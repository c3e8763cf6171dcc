import type { PortalAccess } from '@hgn/domain/permissions';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { roles } from '../permissions/permissions.table.js';
import { ownPermissionColumns, userPermissions } from '../permissions/userPermissions.table.js';
import { users } from '../users/users.table.js';
import { sessions } from './auth.table.js';
import { credentialTokens } from './credentials.table.js';

export type CredentialPurpose = 'forced-change' | 'temporary-password';

const signInColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  isProtected: users.isProtected,
  mustChangePassword: users.mustChangePassword,
  ...ownPermissionColumns,
};

/** A session's portal flags, named as the token's `access` claim names them. */
const portalColumns = {
  canAccessBMPortal: sessions.canAccessBmPortal,
  canAccessCPPortal: sessions.canAccessCpPortal,
  canAccessGEPortal: sessions.canAccessGePortal,
};

/** Who a caller is and where their permissions come from (with `users`, `userPermissions` and `roles` joined). */
const actorColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  frontPermissions: ownPermissionColumns.frontPermissions,
  removedDefaultPermissions: ownPermissionColumns.removedDefaultPermissions,
  rolePermissions: roles.permissions,
};

const trimmedLower = (column: typeof users.email | typeof users.firstName | typeof users.lastName) =>
  sql`lower(trim(${column}))`;

export function createAuthRepo(db: DbOrTransaction) {
  const selectSignIn = () =>
    db.select(signInColumns).from(users).leftJoin(userPermissions, eq(userPermissions.userId, users.id));

  return {
    findUserForSignIn: async (email: string) => {
      const [row] = await selectSignIn().where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },

    findUserById: async (userId: string) => {
      const [row] = await selectSignIn().where(eq(users.id, userId));
      return row;
    },

    /** "Forgot password" names a person by e-mail, first and last name, each whole and ignoring case; two are enough to know it is ambiguous. */
    findUsersByEmailAndName: (email: string, firstName: string, lastName: string) =>
      db
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(
          and(
            eq(trimmedLower(users.email), email.trim().toLowerCase()),
            eq(trimmedLower(users.firstName), firstName.trim().toLowerCase()),
            eq(trimmedLower(users.lastName), lastName.trim().toLowerCase()),
          ),
        )
        .limit(2),

    /**
     * Replaces an imported hash by this product's once its password is known: bookkeeping of the
     * credential, not a password change (no session ends, no edit time moves). A concurrent change
     * of the password wins.
     */
    upgradePasswordHash: (userId: string, previousHash: string, passwordHash: string) =>
      db
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, userId), eq(users.passwordHash, previousHash))),

    findPasswordHash: async (userId: string) => {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      return row?.passwordHash;
    },

    insertSession: ({
      access,
      ...session
    }: {
      id: string;
      userId: string;
      expiresAt: Date;
      userAgent: string;
      address: string;
      access: PortalAccess;
      secondFactorSetupOnly: boolean;
    }) =>
      db.insert(sessions).values({
        ...session,
        canAccessBmPortal: access.canAccessBMPortal,
        canAccessCpPortal: access.canAccessCPPortal,
        canAccessGePortal: access.canAccessGEPortal,
      }),

    /**
     * Adds the granted portal flags to a live session, keeping those it holds, in one statement so that
     * two portal sign-ins at once both count; the session's flags after it, or undefined when it ended.
     */
    grantSessionPortals: async (sessionId: string, grant: PortalAccess, now: Date) => {
      const [row] = await db
        .update(sessions)
        .set({
          canAccessBmPortal: sql`${sessions.canAccessBmPortal} or ${grant.canAccessBMPortal}`,
          canAccessCpPortal: sql`${sessions.canAccessCpPortal} or ${grant.canAccessCPPortal}`,
          canAccessGePortal: sql`${sessions.canAccessGePortal} or ${grant.canAccessGEPortal}`,
        })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .returning(portalColumns);
      return row;
    },

    /** The caller behind a live session: not revoked (sign-out, password change), not expired, user still active. */
    findLiveSessionActor: async (sessionId: string, now: Date) => {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          expiresAt: sessions.expiresAt,
          secondFactorSetupOnly: sessions.secondFactorSetupOnly,
          lastSeenAt: sessions.lastSeenAt,
          ...portalColumns,
          ...actorColumns,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(userPermissions, eq(userPermissions.userId, users.id))
        .leftJoin(roles, eq(roles.name, users.role))
        .where(
          and(
            eq(sessions.id, sessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            eq(users.isActive, true),
          ),
        );
      return row;
    },

    /** An active person as a caller: who they are and what their role and own permissions give them now. */
    findActivePersonActor: async (userId: string) => {
      const [row] = await db
        .select(actorColumns)
        .from(users)
        .leftJoin(userPermissions, eq(userPermissions.userId, users.id))
        .leftJoin(roles, eq(roles.name, users.role))
        .where(and(eq(users.id, userId), eq(users.isActive, true)));
      return row;
    },

    /**
     * Marks the session used at `now` unless it was within `stepMs`: the condition keeps parallel
     * requests from writing the row more than once a step. The column is not one the session
     * triggers watch, so no server forgets its kept callers for it.
     */
    touchSession: (sessionId: string, now: Date, stepMs: number) =>
      db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(sessions.id, sessionId),
            or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, new Date(now.getTime() - stepMs))),
          ),
        ),

    revokeSession: (sessionId: string, now: Date) =>
      db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))),

    insertCredentialToken: (token: {
      userId: string;
      purpose: CredentialPurpose;
      secretHash: string;
      expiresAt: Date;
    }) => db.insert(credentialTokens).values(token),

    /** Unused, unexpired tokens of one purpose; with `secretHash`, only the one it names. */
    findUsableCredentialTokens: (
      userId: string,
      purpose: CredentialPurpose,
      now: Date,
      secretHash?: string,
    ) =>
      db
        .select({ id: credentialTokens.id, secretHash: credentialTokens.secretHash })
        .from(credentialTokens)
        .where(
          and(
            eq(credentialTokens.userId, userId),
            eq(credentialTokens.purpose, purpose),
            isNull(credentialTokens.usedAt),
            gt(credentialTokens.expiresAt, now),
            secretHash === undefined ? undefined : eq(credentialTokens.secretHash, secretHash),
          ),
        ),

    /** Uses a token once: false when another request used it first. */
    consumeCredentialToken: async (tokenId: string, now: Date) => {
      const used = await db
        .update(credentialTokens)
        .set({ usedAt: now })
        .where(and(eq(credentialTokens.id, tokenId), isNull(credentialTokens.usedAt)))
        .returning({ id: credentialTokens.id });
      return used.length === 1;
    },

    /** Ends every outstanding token of a user (of one purpose, or all). */
    retireCredentialTokens: (userId: string, now: Date, purpose?: CredentialPurpose) =>
      db
        .update(credentialTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(credentialTokens.userId, userId),
            isNull(credentialTokens.usedAt),
            purpose === undefined ? undefined : eq(credentialTokens.purpose, purpose),
          ),
        ),

    /** A new password ends every session issued before it and every outstanding reset token. */
    endSessionsAndTokens: async (userId: string, now: Date) => {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      await db
        .update(credentialTokens)
        .set({ usedAt: now })
        .where(and(eq(credentialTokens.userId, userId), isNull(credentialTokens.usedAt)));
    },

    transaction: <T>(work: (tx: DbOrTransaction) => Promise<T>) => db.transaction(work),
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
