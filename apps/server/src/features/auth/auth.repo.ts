import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { roles } from '../permissions/permissions.table.js';
import { users } from '../users/users.table.js';
import { sessions } from './auth.table.js';

export function createAuthRepo(db: Db) {
  return {
    findUserForSignIn: async (email: string) => {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          passwordHash: users.passwordHash,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          isActive: users.isActive,
          mustChangePassword: users.mustChangePassword,
          frontPermissions: users.frontPermissions,
          removedDefaultPermissions: users.removedDefaultPermissions,
          isPermissionsAcknowledged: users.isPermissionsAcknowledged,
        })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },

    findPasswordHash: async (userId: string) => {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
      return row?.passwordHash;
    },

    insertSession: (session: { id: string; userId: string; expiresAt: Date; userAgent: string }) =>
      db.insert(sessions).values(session),

    /** The caller behind a live session: not revoked (sign-out, password change), not expired, user still active. */
    findLiveSessionActor: async (sessionId: string, now: Date) => {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          frontPermissions: users.frontPermissions,
          removedDefaultPermissions: users.removedDefaultPermissions,
          rolePermissions: roles.permissions,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
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

    revokeSession: (sessionId: string, now: Date) =>
      db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))),

    /** A new password ends every session issued before it. */
    setPassword: (userId: string, passwordHash: string, now: Date) =>
      db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: false, passwordChangedAt: now, updatedAt: now })
          .where(eq(users.id, userId));
        await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      }),
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
