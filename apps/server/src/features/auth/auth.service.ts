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
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import type { SessionActor } from '../../platform/http/session-actor.js';
import { twoFactorMessages, type TwoFactorSignInInput } from '@hgn/domain/twoFactor';
import { createAuthRepo, type AuthRepo } from './auth.repo.js';
import { requireConfirmedPassword, weakPassword } from './passwordErrors.js';
import {
  createPasswordRecovery,
  FORCED_CHANGE_LIFETIME_MS,
  type PasswordReplacement,
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

export type SignInResult =
  | { token: string }
  | { new: true; userId: string; resetToken: string }
  | { twoFactorRequired: true; challenge: string }
  | { twoFactorSetupRequired: true; token: string };

/**
 * What the second factor (`features/twoFactor`) tells the sign-in; it registers itself with
 * `useSecondFactor`. Until it does, every password signs in alone.
 */
export type SecondFactorGate = {
  /** 'off': the password signs in; 'on': a challenge first; 'setup': a session that may only set it up. */
  atSignIn(user: { id: string; role: string }): Promise<'off' | 'on' | 'setup'>;
  /** A new challenge for the second step (kept hashed), handed to the client. */
  startChallenge(userId: string, userAgent: string): Promise<string>;
  /** The challenge's person and whether it may still be answered; undefined for one never given. */
  openChallenge(
    challenge: string,
  ): Promise<{ challengeId: string; userId: string; live: boolean } | undefined>;
  /**
   * Checks a code (a recovery code is spent); a wrong one counts against the challenge, a right one
   * uses it up.
   */
  answerChallenge(challengeId: string, userId: string, code: string): Promise<boolean>;
};

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

/** Where a session is opened from: the request's address and user agent. */
export type SessionOrigin = Pick<RequestContext, 'ip' | 'userAgent'>;

type SignInUser = NonNullable<Awaited<ReturnType<AuthRepo['findUserForSignIn']>>>;

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
  let secondFactor: SecondFactorGate = {
    atSignIn: () => Promise.resolve('off'),
    startChallenge: () => Promise.reject(new Error('no second factor registered')),
    openChallenge: () => Promise.resolve(undefined),
    answerChallenge: () => Promise.resolve(false),
  };
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

  /** A sign-in's outcome in the audit log: `userId` null when the e-mail is nobody's. */
  const auditSignIn = (
    type: 'sign_in.success' | 'sign_in.failure',
    userId: string | null,
    ctx: RequestContext,
    detail: Record<string, unknown>,
  ) => recordAuditEvent(db, { type, actorId: userId, userId, address: ctx.ip, detail });

  async function refuseSignIn(
    email: string,
    ctx: RequestContext,
    reason: string,
    error: AppError,
    userId: string | null = null,
  ): Promise<never> {
    await limits.record(RATE_LIMITS.failedSignInsPerEmail, email);
    await auditSignIn('sign_in.failure', userId, ctx, userId ? { reason } : { reason, email });
    ctx.log.info({ event: 'security.sign_in_failed', reason, ip: ctx.ip }, 'sign-in failed');
    throw error;
  }

  /** The session of a finished sign-in, in the audit log. */
  async function signedIn(user: SignInUser, ctx: RequestContext, detail: Record<string, unknown>) {
    const token = await issueToken(user, ctx);
    await auditSignIn('sign_in.success', user.id, ctx, detail);
    ctx.log.info({ event: 'security.sign_in', userId: user.id, ip: ctx.ip }, 'signed in');
    return { token };
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
    checkOwnPassword,

    /** An area registers what a new password also ends (see `PasswordReplacedListener`). */
    whenPasswordReplaced(listener: PasswordReplacedListener) {
      passwordReplacedListeners.push(listener);
    },

    /** The second factor registers what the sign-in asks of it (see `SecondFactorGate`). */
    useSecondFactor(gate: SecondFactorGate) {
      secondFactor = gate;
    },

    /**
     * A code typed by a signed-in person (turning the second factor on or off), held to the sign-in's
     * limits of their e-mail and address as a sign-in's code is: counted before the check, a right
     * one clears the address's count, a wrong one counts against the e-mail.
     */
    async checkCodeAttempt(email: string, ctx: RequestContext, check: () => Promise<boolean>) {
      const key = signInKey(email, ctx.ip);
      await limits.consume(RATE_LIMITS.failedSignInsPerEmailAndAddress, key);
      await limits.assertOpen(RATE_LIMITS.failedSignInsPerEmail, email);
      const right = await check();
      if (right) await limits.clear(RATE_LIMITS.failedSignInsPerEmailAndAddress, key);
      else await limits.record(RATE_LIMITS.failedSignInsPerEmail, email);
      return right;
    },

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
        await auditSignIn('sign_in.failure', user.id, ctx, { reason: 'inactive' });
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
            user.id,
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
      const factor = await secondFactor.atSignIn(user);
      if (factor === 'on') {
        ctx.log.info({ event: 'security.sign_in_second_step', userId: user.id }, 'second factor asked');
        return {
          twoFactorRequired: true,
          challenge: await secondFactor.startChallenge(user.id, ctx.userAgent),
        };
      }
      if (factor === 'setup') {
        const token = await issueToken(user, ctx, NO_PORTAL_ACCESS, true);
        await auditSignIn('sign_in.success', user.id, ctx, { secondFactorSetupOnly: true });
        ctx.log.info(
          { event: 'security.sign_in_setup_only', userId: user.id },
          'second factor set-up required',
        );
        return { twoFactorSetupRequired: true, token };
      }
      return signedIn(user, ctx, { secondFactor: false });
    },

    /**
     * `POST /api/login/2fa`: the challenge of the password step and a code (or a recovery code) give
     * the session. It counts toward the same limits as the password step; the challenge dies after its
     * lifetime, its use or five wrong codes.
     */
    async signInSecondStep(input: TwoFactorSignInInput, ctx: RequestContext): Promise<{ token: string }> {
      await limits.consume(RATE_LIMITS.signInsPerAddress, ctx.ip);
      const found = await secondFactor.openChallenge(input.challenge);
      const user = found && (await repo.findUserById(found.userId));
      if (!found?.live || !user) {
        await auditSignIn('sign_in.failure', found?.userId ?? null, ctx, { reason: 'dead_challenge' });
        ctx.log.info(
          { event: 'security.sign_in_failed', reason: 'dead_challenge', ip: ctx.ip },
          'sign-in failed',
        );
        throw new AppError({ code: 'TWO_FACTOR_CHALLENGE_DEAD', message: twoFactorMessages.challengeDead });
      }
      const email = user.email.trim().toLowerCase();
      await limits.consume(RATE_LIMITS.failedSignInsPerEmailAndAddress, signInKey(email, ctx.ip));
      await limits.assertOpen(RATE_LIMITS.failedSignInsPerEmail, email);
      if (!(await secondFactor.answerChallenge(found.challengeId, user.id, input.code)))
        return refuseSignIn(
          email,
          ctx,
          'wrong_code',
          new AppError({ code: 'TWO_FACTOR_CODE_REJECTED', message: twoFactorMessages.signInCodeRejected }),
          user.id,
        );
      await limits.clear(RATE_LIMITS.failedSignInsPerEmailAndAddress, signInKey(email, ctx.ip));
      if (!user.isActive)
        throw new AppError({ code: 'ACCOUNT_INACTIVE', body: { message: authMessages.accountInactive } });
      return signedIn(user, ctx, { secondFactor: true });
    },

    /**
     * The first session of a person who has just proven who they are another way (finishing the
     * set-up of an invitation); when their role requires a second factor, a session that may only set
     * it up, as their sign-in would give.
     */
    async startSession(
      userId: string,
      origin: SessionOrigin,
    ): Promise<{ token: string } | { twoFactorSetupRequired: true; token: string }> {
      const user = await repo.findUserById(userId);
      if (!user?.isActive) throw new Error(`no active user ${userId} to start a session for`);
      if ((await secondFactor.atSignIn(user)) === 'setup')
        return {
          twoFactorSetupRequired: true,
          token: await issueToken(user, origin, NO_PORTAL_ACCESS, true),
        };
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
