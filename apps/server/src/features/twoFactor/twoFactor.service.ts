import { isUuid } from '@hgn/domain/ids';
import type { Actor } from '@hgn/domain/permissions';
import {
  twoFactorMessages,
  type TwoFactorDisableInput,
  type TwoFactorStateJson,
} from '@hgn/domain/twoFactor';
import { canManageAccount } from '@hgn/domain/userManagement';
import { formatUSDateTimePT } from '@hgn/domain/time';
import { randomInt } from 'node:crypto';
import type { FeatureDeps } from '../../feature.js';
import type { DbOrTransaction } from '../../db.js';
import { openSecret, sealSecret } from '../../platform/crypto/secretBox.js';
import { enqueueEmail } from '../../platform/email/outbox.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionActor } from '../../platform/http/session-actor.js';
import {
  newSecret,
  secretDigest,
  type AuthService,
  type RequestContext,
  type SecondFactorGate,
} from '../auth/auth.service.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { CHALLENGE_MAX_FAILURES, createTwoFactorRepo } from './twoFactor.repo.js';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp.js';

/** The name an authenticator app lists the account under. */
const ISSUER = 'Highest Good Network';
const CHALLENGE_LIFETIME_MS = 5 * 60_000;
const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a recovery code is read from paper and typed by hand.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code such as `k7qm-x2tp-9bwe`: twelve characters from 31, about 59 bits. */
const newRecoveryCode = () =>
  Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => RECOVERY_ALPHABET.charAt(randomInt(RECOVERY_ALPHABET.length))).join(''),
  ).join('-');

/** What a typed code is, without its spaces and dashes. */
const normalCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

const invalidCode = () =>
  new AppError({ code: 'INVALID_TWO_FACTOR_CODE', field: 'code', message: twoFactorMessages.invalidCode });
const notEnabled = () =>
  new AppError({ code: 'TWO_FACTOR_NOT_ENABLED', message: twoFactorMessages.notEnabled });

/**
 * The second factor (TOTP, RFC 6238): its set-up, turning it on and off, an administrator's reset,
 * the Owner's policy, and the sign-in's second step, which it registers with the sign-in.
 */
export function createTwoFactorService(deps: FeatureDeps, { auth }: { auth: AuthService }) {
  const { db, config, clock } = deps;
  const repo = createTwoFactorRepo(db);
  const seal = (secret: string) => sealSecret(config.twoFactorKey, secret);
  const open = (sealed: string) => openSecret(config.twoFactorKey, sealed);

  /**
   * Whether the code is right for the person's factor, which is on: a TOTP code of a step not used
   * before (then used), or an unspent recovery code (then spent).
   */
  async function acceptCode(userId: string, code: string, tx: DbOrTransaction = db) {
    const typed = normalCode(code);
    const txRepo = createTwoFactorRepo(tx);
    if (/^\d{6}$/.test(typed)) {
      const row = await txRepo.findSecret(userId);
      if (!row?.enabledAt) return false;
      const step = matchingStep(open(row.secretEncrypted), typed, clock.now());
      return step !== undefined && step > row.lastUsedStep && txRepo.useStep(userId, step);
    }
    return txRepo.spendRecoveryCode(userId, secretDigest(typed), clock.now());
  }

  /** A change the person made to their own factor, in the audit log within the change's transaction. */
  const recordOwn = (
    tx: DbOrTransaction,
    type: '2fa.enabled' | '2fa.disabled',
    userId: string,
    ctx: RequestContext,
  ) => recordAuditEvent(tx, { type, actorId: userId, userId, address: ctx.ip });

  const gate: SecondFactorGate = {
    async atSignIn(user) {
      if ((await repo.findSecret(user.id))?.enabledAt) return 'on';
      return (await repo.requiredRoles()).includes(user.role) ? 'setup' : 'off';
    },
    async startChallenge(userId, userAgent) {
      await repo.pruneChallenges(userId, clock.now());
      const challenge = newSecret();
      await repo.insertChallenge({
        userId,
        challengeHash: secretDigest(challenge),
        expiresAt: new Date(clock.now().getTime() + CHALLENGE_LIFETIME_MS),
        userAgent: userAgent.slice(0, 300),
      });
      return challenge;
    },
    async openChallenge(challenge) {
      const row = await repo.findChallenge(secretDigest(challenge));
      if (!row) return undefined;
      const live = !row.usedAt && row.failures < CHALLENGE_MAX_FAILURES && row.expiresAt > clock.now();
      return { challengeId: row.id, userId: row.userId, live };
    },
    answerChallenge: (challengeId, userId, code) =>
      repo.transaction(async (tx) => {
        const right =
          (await acceptCode(userId, code, tx)) &&
          (await createTwoFactorRepo(tx).useChallenge(challengeId, clock.now()));
        if (!right) await createTwoFactorRepo(tx).countChallengeFailure(challengeId);
        return right;
      }),
  };
  auth.useSecondFactor(gate);

  return {
    async state(actor: SessionActor): Promise<TwoFactorStateJson> {
      const enabled = Boolean((await repo.findSecret(actor.userId))?.enabledAt);
      return {
        enabled,
        recoveryCodesLeft: enabled ? await repo.countRecoveryCodesLeft(actor.userId) : 0,
        requiredByPolicy: (await repo.requiredRoles()).includes(actor.role),
      };
    },

    async setup(actor: SessionActor) {
      const secret = newTotpSecret();
      if (!(await repo.putPendingSecret(actor.userId, seal(secret), clock.now())))
        throw new AppError({ code: 'TWO_FACTOR_ALREADY_ENABLED', message: twoFactorMessages.alreadyEnabled });
      return { secret, otpauthUrl: otpauthUrl(secret, ISSUER, actor.email) };
    },

    async enable(actor: SessionActor, code: string, ctx: RequestContext) {
      const row = await repo.findSecret(actor.userId);
      if (!row) throw new AppError({ code: 'TWO_FACTOR_NOT_SET_UP', message: twoFactorMessages.notSetUp });
      if (row.enabledAt)
        throw new AppError({ code: 'TWO_FACTOR_ALREADY_ENABLED', message: twoFactorMessages.alreadyEnabled });
      let step: number | undefined;
      const right = await auth.checkCodeAttempt(actor.email, ctx, async () => {
        step = matchingStep(open(row.secretEncrypted), normalCode(code), clock.now());
        return step !== undefined;
      });
      if (!right || step === undefined) throw invalidCode();
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const onStep = step;
      await repo.transaction(async (tx) => {
        const txRepo = createTwoFactorRepo(tx);
        if (!(await txRepo.enable(actor.userId, row.secretEncrypted, onStep, clock.now())))
          throw invalidCode();
        await txRepo.replaceRecoveryCodes(
          actor.userId,
          recoveryCodes.map((c) => secretDigest(normalCode(c))),
        );
        await recordOwn(tx, '2fa.enabled', actor.userId, ctx);
      });
      ctx.log.info({ event: 'security.2fa_enabled', userId: actor.userId }, 'second factor on');
      return { recoveryCodes };
    },

    async disable(actor: SessionActor, input: TwoFactorDisableInput, ctx: RequestContext) {
      if (!(await repo.findSecret(actor.userId))?.enabledAt) throw notEnabled();
      await auth.checkOwnPassword(actor.userId, input.password, ctx, 'password');
      if (!(await auth.checkCodeAttempt(actor.email, ctx, () => acceptCode(actor.userId, input.code))))
        throw invalidCode();
      await repo.transaction(async (tx) => {
        await createTwoFactorRepo(tx).removeFactor(actor.userId);
        await recordOwn(tx, '2fa.disabled', actor.userId, ctx);
      });
      ctx.log.info({ event: 'security.2fa_disabled', userId: actor.userId }, 'second factor off');
      return { message: twoFactorMessages.disabled };
    },

    /** `DELETE /api/auth/2fa/users/{userId}` (permission resetPassword, checked by the route). */
    async reset(actor: Actor, targetId: string, ctx: RequestContext) {
      const userNotFound = () => new AppError({ code: 'USER_NOT_FOUND', message: 'No such user.' });
      if (!isUuid(targetId)) throw userNotFound();
      const userId = targetId.toLowerCase();
      const target = await repo.findPerson(userId);
      if (!target) throw userNotFound();
      if (!canManageAccount(actor, target))
        throw new AppError({ code: 'FORBIDDEN', message: 'You may not manage this account.' });
      const now = clock.now();
      await repo.transaction(async (tx) => {
        if (!(await createTwoFactorRepo(tx).removeFactor(userId))) throw notEnabled();
        await recordAuditEvent(tx, { type: '2fa.reset', actorId: actor.userId, userId, address: ctx.ip });
        await enqueueEmail(tx, {
          to: [target.email],
          subject: 'Your two-step sign-in was reset',
          text: [
            `Hello ${target.firstName},`,
            '',
            `An administrator turned off two-step sign-in for your account on ${formatUSDateTimePT(now)}.`,
            'You now sign in with your password alone; set two-step sign-in up again on your Security page.',
            'If you did not ask for this, tell an administrator at once.',
          ].join('\n'),
        });
      });
      ctx.log.info({ event: 'security.2fa_reset', actorId: actor.userId, userId }, 'second factor reset');
      return { message: twoFactorMessages.reset };
    },

    policy: async () => ({ requiredRoles: await repo.requiredRoles() }),

    async setPolicy(actor: Actor, requiredRoles: readonly string[], ctx: RequestContext) {
      const wanted = [...new Set(requiredRoles)];
      const known = new Set(await repo.existingRoles(wanted));
      const unknown = wanted.find((name) => !known.has(name));
      if (unknown !== undefined)
        throw new AppError({
          code: 'UNKNOWN_ROLE',
          field: 'requiredRoles',
          message: twoFactorMessages.unknownRole(unknown),
        });
      await repo.setRequiredRoles(wanted, clock.now());
      ctx.log.info(
        { event: 'security.2fa_policy', actorId: actor.userId, requiredRoles: wanted },
        'second factor policy set',
      );
      return { requiredRoles: wanted };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
