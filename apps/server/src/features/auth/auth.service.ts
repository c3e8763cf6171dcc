import { strongPassword } from '@hgn/domain/auth';
import { authMessages, passwordMessages } from '@hgn/domain/messages';
import { effectivePermissions } from '@hgn/domain/permissions';
import { randomUUID } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../platform/http/feature.js';
import type { SessionActor } from '../../platform/http/session-actor.js';
import { createAuthRepo } from './auth.repo.js';
import { signSessionToken, verifySessionToken, type SessionClaims } from './tokens.js';

const DAY_MS = 86_400_000;

export type SignInResult = { token: string } | { new: true; userId: string };

export type PasswordChange = { currentpassword: string; newpassword: string; confirmnewpassword: string };

export function createAuthService({ db, config, clock }: FeatureDeps) {
  const repo = createAuthRepo(db);

  async function issueToken(user: NonNullable<Awaited<ReturnType<typeof repo.findUserForSignIn>>>, userAgent: string) {
    const sessionId = randomUUID();
    const expiresAt = new Date(clock.now().getTime() + config.tokenLifetimeDays * DAY_MS);
    await repo.insertSession({ id: sessionId, userId: user.id, expiresAt, userAgent: userAgent.slice(0, 300) });
    const claims: SessionClaims = {
      userid: user.id,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      permissions: {
        frontPermissions: user.frontPermissions,
        backPermissions: [],
        removedDefaultPermissions: user.removedDefaultPermissions,
        isAcknowledged: user.isPermissionsAcknowledged,
      },
      access: { canAccessBMPortal: false },
      expiryTimestamp: expiresAt.toISOString(),
    };
    return signSessionToken(claims, sessionId, expiresAt, config.jwtSecret);
  }

  return {
    async signIn(email: string, password: string, userAgent = ''): Promise<SignInResult> {
      const user = await repo.findUserForSignIn(email);
      if (!user)
        throw new AppError({ status: 403, code: 'USERNAME_NOT_FOUND', body: { message: authMessages.usernameNotFound } });
      if (!user.isActive)
        throw new AppError({ status: 403, code: 'ACCOUNT_INACTIVE', body: { message: authMessages.accountInactive } });
      if (!(await verifyPassword(user.passwordHash, password)))
        throw new AppError({ status: 404, code: 'INVALID_PASSWORD', body: { message: authMessages.invalidPassword } });
      if (user.mustChangePassword) return { new: true, userId: user.id };
      return { token: await issueToken(user, userAgent) };
    },

    async signOut(actor: SessionActor) {
      await repo.revokeSession(actor.sessionId, clock.now());
    },

    /** Resolves a token to its caller; any doubt (bad signature, expired, revoked, inactive) is no caller. */
    async authenticate(token: string): Promise<SessionActor | undefined> {
      const sessionId = await verifySessionToken(token, config.jwtSecret);
      if (!sessionId) return undefined;
      const row = await repo.findLiveSessionActor(sessionId, clock.now());
      if (!row) return undefined;
      return {
        sessionId: row.sessionId,
        userId: row.userId,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        role: row.role,
        permissions: effectivePermissions({
          rolePermissions: row.rolePermissions ?? [],
          frontPermissions: row.frontPermissions,
          removedDefaultPermissions: row.removedDefaultPermissions,
        }),
      };
    },

    /** A fresh token for the caller's own account only. */
    async refreshToken(actor: SessionActor, userId: string, userAgent = '') {
      if (actor.userId !== userId)
        throw new AppError({ status: 403, code: 'FORBIDDEN', body: { message: 'You can only refresh your own session' } });
      const user = await repo.findUserForSignIn(actor.email);
      if (!user) throw new AppError({ status: 403, code: 'USER_NOT_FOUND', body: { message: authMessages.userDoesNotExist } });
      return { refreshToken: await issueToken(user, userAgent) };
    },

    async changeOwnPassword(actor: SessionActor, userId: string, change: PasswordChange) {
      if (actor.userId !== userId)
        throw new AppError({ status: 403, code: 'NOT_YOUR_PASSWORD', body: { error: passwordMessages.notYourPassword } });
      if (change.newpassword !== change.confirmnewpassword)
        throw new AppError({ status: 400, code: 'PASSWORDS_DIFFER', field: 'confirmnewpassword', message: passwordMessages.newAndConfirmDiffer });
      if (change.currentpassword === change.newpassword)
        throw new AppError({ status: 400, code: 'PASSWORD_UNCHANGED', field: 'newpassword', message: passwordMessages.oldAndNewSame });
      const rule = strongPassword.safeParse(change.newpassword);
      if (!rule.success)
        throw new AppError({ status: 400, code: 'WEAK_PASSWORD', field: 'newpassword', message: rule.error.issues[0]?.message });
      const hash = await repo.findPasswordHash(userId);
      if (!hash || !(await verifyPassword(hash, change.currentpassword)))
        throw new AppError({ status: 400, code: 'INCORRECT_PASSWORD', field: 'currentpassword', message: passwordMessages.incorrectCurrent });
      await repo.setPassword(userId, await hashPassword(change.newpassword), clock.now());
      return { message: passwordMessages.updated };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
