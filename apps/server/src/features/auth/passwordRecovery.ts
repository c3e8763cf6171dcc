import { isUuid } from '@hgn/domain/ids';
import {
  forcedChangePassword,
  type AdminPasswordResetInput,
  type ForcedPasswordChangeInput,
  type ForgotPasswordInput,
} from '@hgn/domain/auth';
import { forgotPasswordMessages, passwordMessages } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import { canManageAccount } from '@hgn/domain/userManagement';
import { formatUSDateTimePT } from '@hgn/domain/time';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.js';
import { enqueueEmail } from '../../platform/email/outbox.js';
import type { DbOrTransaction } from '../../db.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { createAuthRepo, type AuthRepo } from './auth.repo.js';
import { requireConfirmedPassword, weakPassword } from './passwordErrors.js';
import { RATE_LIMITS, type RateLimiter } from './rateLimits.js';
import type { RequestContext } from './requestContext.js';
import { secretDigest, temporaryPassword } from './secrets.js';
import { escapeHtml } from '../../platform/email/html.js';

export const FORCED_CHANGE_LIFETIME_MS = 15 * 60_000;
export const TEMPORARY_PASSWORD_LIFETIME_MS = 24 * 60 * 60_000;

// The original server's bodies, kept word for word: its client shows them.
const badRequest = () => new AppError({ code: 'BAD_REQUEST', body: { error: passwordMessages.badRequest } });
const userNotFound = () =>
  new AppError({ code: 'USER_NOT_FOUND', body: { error: passwordMessages.userNotFound } });

/** The first broken rule of the forced-change password, the least any password form accepts. */
const forcedRuleProblem = (password: string) =>
  forcedChangePassword.safeParse(password).error?.issues[0]?.message;

/** When a password is replaced, by whom (the person or an administrator) and from which address. */
export type PasswordReplacement = { now: Date; actorId: string; address: string };

/**
 * Sets a new password inside the caller's transaction, ending every earlier session, reset token and
 * personal API token: the forced change, "forgot password" and an administrator's reset go through it.
 */
export type ReplacePassword = (
  tx: DbOrTransaction,
  userId: string,
  change: { passwordHash: string; mustChangePassword: boolean } & PasswordReplacement,
) => Promise<void>;

export function createPasswordRecovery(
  { config, clock }: FeatureDeps,
  {
    repo,
    limits,
    replacePassword,
  }: { repo: AuthRepo; limits: RateLimiter; replacePassword: ReplacePassword },
) {
  return {
    /**
     * `PATCH /api/forcepassword`: the `resetToken` of the `new` sign-in answer proves the caller has
     * just signed in as this user (docs/decisions/0001).
     */
    async forcePasswordChange(input: ForcedPasswordChangeInput, ctx: RequestContext) {
      if (!isUuid(input.userId)) throw badRequest();
      const userId = input.userId.toLowerCase();
      const user = await repo.findUserById(userId);
      if (!user) throw userNotFound();
      const [token] = await repo.findUsableCredentialTokens(
        userId,
        'forced-change',
        clock.now(),
        secretDigest(input.resetToken),
      );
      const invalidToken = () => {
        ctx.log.info(
          { event: 'security.forced_change_refused', userId, ip: ctx.ip },
          'forced password change refused',
        );
        return new AppError({
          code: 'INVALID_RESET_TOKEN',
          message: passwordMessages.resetTokenInvalid,
        });
      };
      if (!token) throw invalidToken();
      const problem = forcedRuleProblem(input.newpassword);
      if (problem) throw weakPassword(problem);
      if (await verifyPassword(user.passwordHash, input.newpassword))
        throw new AppError({
          code: 'DEFAULT_PASSWORD_REUSED',
          body: { error: passwordMessages.defaultPasswordReused },
        });
      const passwordHash = await hashPassword(input.newpassword);
      await repo.transaction(async (tx) => {
        if (!(await createAuthRepo(tx).consumeCredentialToken(token.id, clock.now()))) throw invalidToken();
        await replacePassword(tx, userId, {
          passwordHash,
          mustChangePassword: false,
          now: clock.now(),
          actorId: userId,
          address: ctx.ip,
        });
        await recordAuditEvent(tx, {
          type: 'password.changed',
          actorId: userId,
          userId,
          address: ctx.ip,
          detail: { via: 'forced_change' },
        });
      });
      ctx.log.info({ event: 'security.password_changed', userId, via: 'forced_change' }, 'password changed');
      return { message: passwordMessages.forcedResetDone };
    },

    /**
     * `POST /api/forgotpassword`: e-mails a temporary password, stored only as a hash, single-use
     * for 24 hours. The current password keeps working until a new one is chosen.
     */
    async forgotPassword(input: ForgotPasswordInput, ctx: RequestContext) {
      await limits.consume(RATE_LIMITS.forgotPasswordPerAddress, ctx.ip);
      await limits.consume(RATE_LIMITS.forgotPasswordPerEmail, input.email);
      const matches = await repo.findUsersByEmailAndName(input.email, input.firstName, input.lastName);
      const [user] = matches;
      if (!user || matches.length !== 1) {
        ctx.log.info(
          { event: 'security.forgot_password_no_match', ip: ctx.ip },
          'forgot password: no single match',
        );
        throw new AppError({
          code: 'NO_VALID_USER',
          body: { error: forgotPasswordMessages.noValidUser },
        });
      }
      const password = temporaryPassword();
      const secretHash = await hashPassword(password);
      const now = clock.now();
      await repo.transaction(async (tx) => {
        // Only the newest temporary password works.
        await createAuthRepo(tx).retireCredentialTokens(user.id, now, 'temporary-password');
        await createAuthRepo(tx).insertCredentialToken({
          userId: user.id,
          purpose: 'temporary-password',
          secretHash,
          expiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_LIFETIME_MS),
        });
        await enqueueEmail(tx, temporaryPasswordEmail(user, password, config.publicUrl));
        await recordAuditEvent(tx, {
          type: 'password.reset',
          actorId: null,
          userId: user.id,
          address: ctx.ip,
          detail: { via: 'temporary_password' },
        });
      });
      ctx.log.info({ event: 'security.temporary_password_sent', userId: user.id }, 'temporary password sent');
      return { message: forgotPasswordMessages.generated };
    },

    /**
     * `PATCH /api/userProfile/{userId}/resetPassword` (permission resetPassword, checked by the route).
     * The new password is one-time: its first sign-in leads to the forced change.
     */
    async resetPasswordByAdmin(
      actor: Actor,
      targetId: string,
      input: AdminPasswordResetInput,
      ctx: RequestContext,
    ) {
      if (!isUuid(targetId)) throw badRequest();
      const userId = targetId.toLowerCase();
      const target = await repo.findUserById(userId);
      if (!target) throw userNotFound();
      const refuse = (body: Record<string, unknown>) => {
        ctx.log.info(
          { event: 'security.forbidden', actorId: actor.userId, userId, action: 'reset_password' },
          'password reset refused',
        );
        return new AppError({ code: 'FORBIDDEN', body });
      };
      if (!canManageAccount(actor, target))
        throw refuse({
          error: target.isProtected ? passwordMessages.protectedAccount : passwordMessages.notYourPassword,
        });
      requireConfirmedPassword(input);
      const problem = forcedRuleProblem(input.newpassword);
      if (problem) throw weakPassword(problem);
      const passwordHash = await hashPassword(input.newpassword);
      const now = clock.now();
      await repo.transaction(async (tx) => {
        await replacePassword(tx, userId, {
          passwordHash,
          mustChangePassword: true,
          now,
          actorId: actor.userId,
          address: ctx.ip,
        });
        await recordAuditEvent(tx, {
          type: 'password.reset',
          actorId: actor.userId,
          userId,
          address: ctx.ip,
          detail: { via: 'administrator' },
        });
        if (target.role === 'Owner' || target.role === 'Administrator')
          await enqueueEmail(tx, {
            to: [config.organisationInbox],
            subject: `Password reset for the ${target.role} ${target.firstName} ${target.lastName}`,
            text: [
              `The password of ${target.firstName} ${target.lastName} (${target.email}, ${target.role}) was reset`,
              `on ${formatUSDateTimePT(now)} by user ${actor.userId}.`,
              'They will choose a new password at their next sign-in. If this was not expected, review the account.',
            ].join('\n'),
          });
      });
      ctx.log.info(
        { event: 'security.password_reset', actorId: actor.userId, userId },
        'password reset by an administrator',
      );
      return { message: passwordMessages.adminResetDone };
    },
  };
}

function temporaryPasswordEmail(
  user: { email: string; firstName: string },
  password: string,
  publicUrl: string,
) {
  const signIn = `${publicUrl}/login`;
  return {
    to: [user.email],
    subject: 'Account Password change',
    text: [
      `Hello ${user.firstName},`,
      '',
      `Here is your temporary password: ${password}`,
      '',
      `Sign in with it at ${signIn} within 24 hours; it works once, and you will then choose a new password.`,
      'Your current password keeps working until you do. If you did not ask for this, you can ignore this e-mail.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(user.firstName)},</p>`,
      `<p>Here is your temporary password: <strong><code>${password}</code></strong></p>`,
      `<p>Sign in with it at <a href="${signIn}">${signIn}</a> within 24 hours; it works once, and you will then choose a new password.</p>`,
      '<p>Your current password keeps working until you do. If you did not ask for this, you can ignore this e-mail.</p>',
    ].join('\n'),
  };
}
