import { strongPassword } from '@hgn/domain/auth';
import { authMessages, passwordMessages } from '@hgn/domain/messages';
import {
  canChangePasswordOf,
  effectivePermissions,
  NO_PORTAL_ACCESS,
  portalGrant,
  type Portal,
  type PortalAccess,
} from '@hgn/domain/permissions';
import { randomUUID } from 'node:crypto';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/crypto/passwords.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import type { SessionActor } from '../../platform/http/session-actor.js';
import { createAuthRepo, type AuthRepo } from './auth.repo.js';
import { requireConfirmedPassword, weakPassword } from './passwordErrors.js';
import {
  createPasswordRecovery,
  FORCED_CHANGE_LIFETIME_MS,
  type ReplacePassword,
} from './passwordRecovery.js';
import type { UsersService } from '../users/users.service.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { createRateLimiter, RATE_LIMITS, signInKey } from './rateLimits.js';
import { newSecret, secretDigest } from './secrets.js';
import { requestContext, type RequestContext } from './requestContext.js';
import { signSessionToken, verifySessionToken, type SessionClaims } from './tokens.js';

export { RATE_LIMITS, requestContext, signInKey, newSecret, secretDigest, type RequestContext };
export type { RateLimitRule } from './rateLimits.js';

const DAY_MS = 86_400_000;
/** A session's last use is kept to the minute. */
const LAST_SEEN_STEP_MS = 60_000;

export type SignInResult = { token: string } | { new: true; userId: string; resetToken: string };

export type PasswordChange = { currentpassword: string; newpassword: string; confirmnewpassword: string };

/** Where a session is opened from: the request's address and user agent. */
export type SessionOrigin = Pick<RequestContext, 'ip' | 'userAgent'>;

type SignInUser = NonNullable<Awaited<ReturnType<AuthRepo['findUserForSignIn']>>>;

/** The password lives on the person's row, which the users feature writes. */
type AuthPeople = Pick<UsersService, 'setPassword'>;

export function createAuthService(deps: FeatureDeps, people: AuthPeople) {
  const { db, config, clock } = deps;
  const repo = createAuthRepo(db);
  const limits = createRateLimiter(db, clock);
  const replacePassword: ReplacePassword = async (tx, userId, change) => {
    await people.setPassword(tx, userId, change);
    await createAuthRepo(tx).endSessionsAndTokens(userId, change.now);
  };
  const recovery = createPasswordRecovery(deps, { repo, limits, replacePassword });

  /**
   * A new session opened from `origin` (its address and browser are kept for the sessions list), and
   * its token; `access` is the portals it starts with (a refresh keeps the old session's).
   */
  async function issueToken(
    user: SignInUser,
    origin: SessionOrigin,
    access: PortalAccess = NO_PORTAL_ACCESS,
  ) {
    const sessionId = randomUUID();
    const expiresAt = new Date(clock.now().getTime() + config.tokenLifetimeDays * DAY_MS);
    await repo.insertSession({
      id: sessionId,
      userId: user.id,
      expiresAt,
      userAgent: origin.userAgent.slice(0, 300),
      address: origin.ip.slice(0, 100),
      access,
    });
    return sessionToken(user, { sessionId, expiresAt, access });
  }

  /** A token of an existing session, ending when the session ends. */
  function sessionToken(
    user: SignInUser,
    session: { sessionId: string; expiresAt: Date; access: PortalAccess },
  ) {
    const { sessionId, expiresAt, access } = session;
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
      access,
      expiryTimestamp: expiresAt.toISOString(),
    };
    return signSessionToken(claims, sessionId, { issuedAt: clock.now(), expiresAt }, config.jwtSecret);
  }

  /** The single-use proof that lets this person, and nobody else, make the forced change. */
  async function issueForcedChangeToken(userId: string) {
    const resetToken = newSecret();
    await repo.transaction(async (tx) => {
      // Only the newest sign-in's token counts.
      await createAuthRepo(tx).retireCredentialTokens(userId, clock.now(), 'forced-change');
      await createAuthRepo(tx).insertCredentialToken({
        userId,
        purpose: 'forced-change',
        secretHash: secretDigest(resetToken),
        expiresAt: new Date(clock.now().getTime() + FORCED_CHANGE_LIFETIME_MS),
      });
    });
    return resetToken;
  }

  /** A temporary password from "forgot password" signs in once, within its 24 hours. */
  async function useTemporaryPassword(userId: string, password: string) {
    const now = clock.now();
    for (const candidate of await repo.findUsableCredentialTokens(userId, 'temporary-password', now)) {
      if (await verifyPassword(candidate.secretHash, password))
        return repo.consumeCredentialToken(candidate.id, now);
    }
    return false;
  }

  async function refuseSignIn(
    email: string,
    ctx: RequestContext,
    reason: string,
    error: AppError,
  ): Promise<never> {
    await limits.record(RATE_LIMITS.failedSignInsPerEmail, email);
    ctx.log.info({ event: 'security.sign_in_failed', reason, ip: ctx.ip }, 'sign-in failed');
    throw error;
  }

  /**
   * The account's own password, checked under the per-account limit and counted before the check,
   * atomically, so parallel guesses cannot slip past the count; a match clears the count.
   */
  async function checkOwnPassword(userId: string, password: string, ctx: RequestContext, field: string) {
    await limits.consume(RATE_LIMITS.passwordChangeAttemptsPerUser, userId);
    const hash = await repo.findPasswordHash(userId);
    if (!hash || !(await verifyPassword(hash, password))) {
      ctx.log.info(
        { event: 'security.password_check_failed', userId, ip: ctx.ip },
        'password check refused: wrong current password',
      );
      throw new AppError({
        code: 'INCORRECT_PASSWORD',
        field,
        message: passwordMessages.incorrectCurrent,
      });
    }
    await limits.clear(RATE_LIMITS.passwordChangeAttemptsPerUser, userId);
  }

  return {
    limits,
    ...recovery,

    async signIn(rawEmail: string, password: string, ctx: RequestContext): Promise<SignInResult> {
      const email = rawEmail.trim().toLowerCase();
      await limits.consume(RATE_LIMITS.signInsPerAddress, ctx.ip);
      // Counted before the password is checked, so parallel guesses cannot all pass a count of the
      // failures so far; a successful sign-in clears it below.
      await limits.consume(RATE_LIMITS.failedSignInsPerEmailAndAddress, signInKey(email, ctx.ip));
      await limits.assertOpen(RATE_LIMITS.failedSignInsPerEmail, email);
      const user = await repo.findUserForSignIn(email);
      if (!user)
        return refuseSignIn(
          email,
          ctx,
          'unknown_email',
          new AppError({
            code: 'USERNAME_NOT_FOUND',
            body: { message: authMessages.usernameNotFound },
          }),
        );
      if (!user.isActive) {
        ctx.log.info(
          { event: 'security.sign_in_failed', reason: 'inactive', userId: user.id },
          'sign-in refused',
        );
        throw new AppError({
          code: 'ACCOUNT_INACTIVE',
          body: { message: authMessages.accountInactive },
        });
      }
      let mustChangePassword = user.mustChangePassword;
      if (!(await verifyPassword(user.passwordHash, password))) {
        if (!(await useTemporaryPassword(user.id, password)))
          return refuseSignIn(
            email,
            ctx,
            'wrong_password',
            new AppError({
              code: 'INVALID_PASSWORD',
              body: { message: authMessages.invalidPassword },
            }),
          );
        mustChangePassword = true;
      } else if (needsRehash(user.passwordHash)) {
        await repo.upgradePasswordHash(user.id, user.passwordHash, await hashPassword(password));
      }
      // The per-e-mail ceiling stays: the owner's sign-in must not reset a guesser's count elsewhere.
      await limits.clear(RATE_LIMITS.failedSignInsPerEmailAndAddress, signInKey(email, ctx.ip));
      if (mustChangePassword) {
        ctx.log.info(
          { event: 'security.sign_in_password_change_required', userId: user.id },
          'forced password change',
        );
        return { new: true, userId: user.id, resetToken: await issueForcedChangeToken(user.id) };
      }
      ctx.log.info({ event: 'security.sign_in', userId: user.id, ip: ctx.ip }, 'signed in');
      return { token: await issueToken(user, ctx) };
    },

    /** A session for a user who has just proven who they are another way (finishing the set-up). */
    async startSession(userId: string, origin: SessionOrigin) {
      const user = await repo.findUserById(userId);
      if (!user?.isActive) throw new Error(`no active user ${userId} to start a session for`);
      return { token: await issueToken(user, origin) };
    },

    async signOut(actor: SessionActor) {
      await repo.revokeSession(actor.sessionId, clock.now());
    },

    /** Resolves a token to its caller; any doubt (bad signature, expired, revoked, inactive) is no caller. */
    async authenticate(token: string): Promise<SessionActor | undefined> {
      const now = clock.now();
      const sessionId = await verifySessionToken(token, config.jwtSecret, now);
      if (!sessionId) return undefined;
      const row = await repo.findLiveSessionActor(sessionId, now);
      if (!row) return undefined;
      // Kept callers are looked up about once a minute, and only a stale last use is written: no
      // request writes its session's row more often than that.
      if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS)
        await repo.touchSession(row.sessionId, now, LAST_SEEN_STEP_MS);
      return {
        sessionId: row.sessionId,
        userId: row.userId,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        sessionExpiresAt: row.expiresAt,
        portals: {
          canAccessBMPortal: row.canAccessBMPortal,
          canAccessCPPortal: row.canAccessCPPortal,
          canAccessGEPortal: row.canAccessGEPortal,
        },
        role: row.role,
        permissions: effectivePermissions({
          rolePermissions: row.rolePermissions ?? [],
          frontPermissions: row.frontPermissions,
          removedDefaultPermissions: row.removedDefaultPermissions,
        }),
      };
    },

    /** A fresh token for the caller's own account only. */
    async refreshToken(actor: SessionActor, userId: string, origin: SessionOrigin) {
      if (actor.userId !== userId)
        throw new AppError({
          code: 'FORBIDDEN',
          body: { message: 'You can only refresh your own session' },
        });
      const user = await repo.findUserForSignIn(actor.email);
      if (!user)
        throw new AppError({
          code: 'USER_DOES_NOT_EXIST',
          body: { message: authMessages.userDoesNotExist },
        });
      return { refreshToken: await issueToken(user, origin, actor.portals) };
    },

    /**
     * Opens a portal for the caller's own session after they give its e-mail and password again
     * (server-rules 1, `POST /api/bm/login`): a new token of the same session, with the flags. Wrong
     * passwords count against the sign-in's limits, as guesses at the sign-in itself would.
     */
    async openPortal(
      actor: SessionActor,
      input: { email: string; password: string; portal?: Portal | undefined },
      ctx: RequestContext,
    ) {
      const email = actor.email.trim().toLowerCase();
      if (input.email.trim().toLowerCase() !== email)
        throw new AppError({
          code: 'PORTAL_EMAIL_MISMATCH',
          body: { label: 'email', message: authMessages.portalEmailMismatch },
        });
      const key = signInKey(email, ctx.ip);
      await limits.consume(RATE_LIMITS.failedSignInsPerEmailAndAddress, key);
      await limits.assertOpen(RATE_LIMITS.failedSignInsPerEmail, email);
      const user = await repo.findUserById(actor.userId);
      if (!user || !(await verifyPassword(user.passwordHash, input.password)))
        return refuseSignIn(
          email,
          ctx,
          'portal_wrong_password',
          new AppError({
            code: 'PORTAL_PASSWORD_MISMATCH',
            body: { label: 'password', message: authMessages.portalPasswordMismatch },
          }),
        );
      await limits.clear(RATE_LIMITS.failedSignInsPerEmailAndAddress, key);
      const access = await repo.grantSessionPortals(actor.sessionId, portalGrant(input.portal), clock.now());
      if (!access) throw new AppError({ code: 'INVALID_TOKEN', message: authMessages.unauthorizedRequest });
      ctx.log.info(
        { event: 'security.portal_opened', userId: user.id, portal: input.portal ?? 'bm' },
        'portal opened',
      );
      return {
        token: await sessionToken(user, {
          sessionId: actor.sessionId,
          expiresAt: actor.sessionExpiresAt,
          access,
        }),
      };
    },

    async changeOwnPassword(
      actor: SessionActor,
      userId: string,
      change: PasswordChange,
      ctx: RequestContext,
    ) {
      if (!canChangePasswordOf(actor, userId))
        throw new AppError({
          code: 'NOT_YOUR_PASSWORD',
          body: { error: passwordMessages.notYourPassword },
        });
      requireConfirmedPassword(change);
      if (change.currentpassword === change.newpassword)
        throw new AppError({
          code: 'PASSWORD_UNCHANGED',
          field: 'newpassword',
          message: passwordMessages.oldAndNewSame,
        });
      const rule = strongPassword.safeParse(change.newpassword);
      if (!rule.success) throw weakPassword(rule.error.issues[0]?.message);
      await checkOwnPassword(userId, change.currentpassword, ctx, 'currentpassword');
      const passwordHash = await hashPassword(change.newpassword);
      await repo.transaction(async (tx) => {
        await replacePassword(tx, userId, { passwordHash, mustChangePassword: false, now: clock.now() });
        await recordAuditEvent(tx, {
          type: 'password.changed',
          actorId: actor.userId,
          userId,
          address: ctx.ip,
        });
      });
      ctx.log.info({ event: 'security.password_changed', userId }, 'password changed');
      return { message: passwordMessages.updated };
    },

    /** The caller's own password, checked before the weekly summaries' recipients may be edited. */
    async unlockSummaryRecipients(actor: SessionActor, password: string, ctx: RequestContext) {
      await checkOwnPassword(actor.userId, password, ctx, 'currentPassword');
      return { message: 'Correct Password, Password matches!' };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
