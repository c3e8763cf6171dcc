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
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.js';
import { AppError } from '../../platform/http/app-error.js';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import type { SessionActor } from '../../platform/http/session-actor.js';
import { createAuthRepo, type AuthRepo } from './auth.repo.js';
import { requireConfirmedPassword, weakPassword } from './passwordErrors.js';
import {
  createPasswordRecovery,
  type PasswordReplacement,
  type ReplacePassword,
} from './passwordRecovery.js';
import type { UsersService } from '../users/users.service.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { createRateLimiter, RATE_LIMITS, signInKey } from './rateLimits.js';
import { newSecret, secretDigest } from './secrets.js';
import { createSignIn, type SessionOrigin, type SignInUser } from './signIn.js';
import { requestContext, type RequestContext } from './requestContext.js';
import { signSessionToken, verifySessionToken, type SessionClaims } from './tokens.js';

export { RATE_LIMITS, requestContext, signInKey, newSecret, secretDigest, type RequestContext };
export type { RateLimitRule } from './rateLimits.js';
export type { SecondFactorGate, SessionOrigin, SignInResult } from './signIn.js';

const DAY_MS = 86_400_000;
/** A session's last use is kept to the minute. */
const LAST_SEEN_STEP_MS = 60_000;

/**
 * What else a new password ends, in the change's transaction (an area whose credentials stand for the
 * person registers it with `whenPasswordReplaced`): a changed or reset password shuts out whoever
 * knew the old one, and anything they made with it.
 */
export type PasswordReplacedListener = (
  tx: DbOrTransaction,
  userId: string,
  replacement: PasswordReplacement,
) => Promise<void>;

export type PasswordChange = { currentpassword: string; newpassword: string; confirmnewpassword: string };

/** Who a caller is, whatever they authenticated with. */
export type PersonActor = Pick<
  SessionActor,
  'userId' | 'email' | 'firstName' | 'lastName' | 'role' | 'permissions'
>;

function personActor(row: NonNullable<Awaited<ReturnType<AuthRepo['findActivePersonActor']>>>): PersonActor {
  return {
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
}

/** The password lives on the person's row, which the users feature writes. */
type AuthPeople = Pick<UsersService, 'setPassword'>;

export function createAuthService(deps: FeatureDeps, people: AuthPeople) {
  const { db, config, clock } = deps;
  const repo = createAuthRepo(db);
  const limits = createRateLimiter(db, clock);
  const passwordReplacedListeners: PasswordReplacedListener[] = [];
  const replacePassword: ReplacePassword = async (tx, userId, change) => {
    await people.setPassword(tx, userId, change);
    await createAuthRepo(tx).endSessionsAndTokens(userId, change.now);
    const { now, actorId, address } = change;
    for (const listener of passwordReplacedListeners) await listener(tx, userId, { now, actorId, address });
  };
  const recovery = createPasswordRecovery(deps, { repo, limits, replacePassword });

  /**
   * A new session opened from `origin` (its address and browser are kept for the sessions list), and
   * its token; `access` is the portals it starts with (a refresh keeps the old session's);
   * `secondFactorSetupOnly` makes a session that may only set up the second factor.
   */
  async function issueToken(
    user: SignInUser,
    origin: SessionOrigin,
    access: PortalAccess = NO_PORTAL_ACCESS,
    secondFactorSetupOnly = false,
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
      secondFactorSetupOnly,
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

  const signIn = createSignIn(deps, { repo, limits, issueToken });

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
    ...signIn,
    checkOwnPassword,

    /** An area registers what a new password also ends (see `PasswordReplacedListener`). */
    whenPasswordReplaced(listener: PasswordReplacedListener) {
      passwordReplacedListeners.push(listener);
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
        ...personActor(row),
        sessionId: row.sessionId,
        sessionExpiresAt: row.expiresAt,
        secondFactorSetupOnly: row.secondFactorSetupOnly,
        portals: {
          canAccessBMPortal: row.canAccessBMPortal,
          canAccessCPPortal: row.canAccessCPPortal,
          canAccessGEPortal: row.canAccessGEPortal,
        },
      };
    },

    /**
     * An active person as a caller, with their role and permissions of the moment (a personal API
     * token acts as its owner so); undefined when there is no such person or they are inactive.
     */
    async activePersonActor(userId: string): Promise<PersonActor | undefined> {
      const row = await repo.findActivePersonActor(userId);
      return row && personActor(row);
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
        return signIn.refuseSignIn(
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
        await replacePassword(tx, userId, {
          passwordHash,
          mustChangePassword: false,
          now: clock.now(),
          actorId: actor.userId,
          address: ctx.ip,
        });
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
