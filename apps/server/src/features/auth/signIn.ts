// The sign-in: the password step, the second factor's step, and the first session of a finished
// invitation. The auth service (`auth.service.ts`) opens the sessions it asks for.
import { authMessages } from '@hgn/domain/messages';
import { NO_PORTAL_ACCESS, type PortalAccess } from '@hgn/domain/permissions';
import { twoFactorMessages, type TwoFactorSignInInput } from '@hgn/domain/twoFactor';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/crypto/passwords.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { createAuthRepo, type AuthRepo } from './auth.repo.js';
import { FORCED_CHANGE_LIFETIME_MS } from './passwordRecovery.js';
import { RATE_LIMITS, signInKey, type RateLimiter } from './rateLimits.js';
import type { RequestContext } from './requestContext.js';
import { newSecret, secretDigest } from './secrets.js';

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

/** Where a session is opened from: the request's address and user agent. */
export type SessionOrigin = Pick<RequestContext, 'ip' | 'userAgent'>;

export type SignInUser = NonNullable<Awaited<ReturnType<AuthRepo['findUserForSignIn']>>>;

/**
 * Opens a session for `user` from `origin` and answers its token; `access` is the portals it starts
 * with, `secondFactorSetupOnly` makes a session that may only set up the second factor.
 */
export type IssueToken = (
  user: SignInUser,
  origin: SessionOrigin,
  access?: PortalAccess,
  secondFactorSetupOnly?: boolean,
) => Promise<string>;

/** Until the second factor registers its gate, every password signs in alone. */
const noSecondFactor: SecondFactorGate = {
  atSignIn: () => Promise.resolve('off'),
  startChallenge: () => Promise.reject(new Error('no second factor registered')),
  openChallenge: () => Promise.resolve(undefined),
  answerChallenge: () => Promise.resolve(false),
};

export function createSignIn(
  { db, clock }: Pick<FeatureDeps, 'db' | 'clock'>,
  { repo, limits, issueToken }: { repo: AuthRepo; limits: RateLimiter; issueToken: IssueToken },
) {
  let secondFactor = noSecondFactor;

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

  return {
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

    /** A refused sign-in: counted against the e-mail, audited and logged, then thrown. */
    refuseSignIn,

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
  };
}
