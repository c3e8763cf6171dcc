import {
  API_TOKEN_LIMITS,
  API_TOKEN_PREFIX,
  type ApiTokenJson,
  type apiTokenInput,
  type CreatedApiTokenJson,
} from '@hgn/domain/apiTokens';
import type { AuditEventType } from '@hgn/domain/audit';
import { isUuid } from '@hgn/domain/ids';
import { apiTokenMessages } from '@hgn/domain/messages';
import { NO_PORTAL_ACCESS } from '@hgn/domain/permissions';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionActor } from '../../platform/http/session-actor.js';
import { newSecret, secretDigest, type AuthService } from '../auth/auth.service.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { createApiTokensRepo, type ApiTokenRow } from './apiTokens.repo.js';
import { presentApiToken, presentCreatedApiToken } from './apiTokens.present.js';

const DAY_MS = 86_400_000;
/** A token's last use is stamped at most this often, so using it costs no write on every request. */
const LAST_USED_EVERY_MS = 60_000;

/** Who is asking, and from which address (for the audit log). */
export type TokenCaller = { actor: SessionActor; address: string };

const tokenNotFound = () => new AppError({ code: 'API_TOKEN_NOT_FOUND', message: apiTokenMessages.notFound });

/** Personal API tokens: made, listed and revoked by their owner, and the callers they stand for. */
export function createApiTokensService(
  { db, clock }: FeatureDeps,
  { people }: { people: Pick<AuthService, 'activePersonActor' | 'whenPasswordReplaced'> },
) {
  const repo = createApiTokensRepo(db);

  // Whoever knew the old password may have made a token with it: a new password revokes them all.
  people.whenPasswordReplaced(async (tx, userId, { now, actorId, address }) => {
    for (const row of await createApiTokensRepo(tx).revokeLiveOf(userId, now))
      await recordAuditEvent(tx, {
        type: 'token.revoked',
        actorId,
        userId,
        address,
        detail: { tokenId: row.id, name: row.name, access: row.access, reason: 'password_replaced' },
      });
  });

  /** The owner's record of a change to one of their tokens, in the change's transaction. */
  const audit = (tx: DbOrTransaction, type: AuditEventType, caller: TokenCaller, row: ApiTokenRow) =>
    recordAuditEvent(tx, {
      type,
      actorId: caller.actor.userId,
      userId: row.userId,
      address: caller.address,
      detail: { tokenId: row.id, name: row.name, access: row.access },
    });

  return {
    async list(actor: SessionActor): Promise<ApiTokenJson[]> {
      const now = clock.now();
      return (await repo.listOf(actor.userId)).map((row) => presentApiToken(row, now));
    },

    /** A new token; at most `liveMax` live ones a person, counted and added under the person's lock. */
    async create(caller: TokenCaller, input: z.output<typeof apiTokenInput>): Promise<CreatedApiTokenJson> {
      const userId = caller.actor.userId;
      const secret = `${API_TOKEN_PREFIX}${newSecret()}`;
      const now = clock.now();
      return db.transaction(async (tx) => {
        const tokens = createApiTokensRepo(tx);
        await tokens.lockOwnersTokens(userId);
        if ((await tokens.countLive(userId, now)) >= API_TOKEN_LIMITS.liveMax)
          throw new AppError({
            code: 'TOO_MANY_API_TOKENS',
            message: apiTokenMessages.tooMany(API_TOKEN_LIMITS.liveMax),
          });
        const row = await tokens.insert({
          userId,
          name: input.name,
          access: input.access,
          tokenHash: secretDigest(secret),
          createdAt: now,
          expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
        });
        await audit(tx, 'token.created', caller, row);
        return presentCreatedApiToken(row, secret);
      });
    },

    /** Revokes one of the caller's own tokens; one already revoked stays as it was (idempotent). */
    async revoke(caller: TokenCaller, id: string): Promise<ApiTokenJson> {
      if (!isUuid(id)) throw tokenNotFound();
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const tokens = createApiTokensRepo(tx);
        const found = await tokens.findOwnLocked(caller.actor.userId, id);
        if (!found) throw tokenNotFound();
        if (found.revokedAt) return found;
        const revoked = await tokens.revoke(id, now);
        await audit(tx, 'token.revoked', caller, revoked);
        return revoked;
      });
      return presentApiToken(row, now);
    },

    /**
     * The caller behind a live token's secret: its owner, while active, with their permissions of the
     * moment; a revoked or expired token, or an inactive owner, is no caller. The token's last use is
     * stamped at most once a minute.
     */
    async authenticate(secret: string): Promise<SessionActor | undefined> {
      const now = clock.now();
      const token = await repo.findLiveByHash(secretDigest(secret), now);
      if (!token) return undefined;
      const person = await people.activePersonActor(token.userId);
      if (!person) return undefined;
      const since = new Date(now.getTime() - LAST_USED_EVERY_MS);
      if (!token.lastUsedAt || token.lastUsedAt < since) await repo.markUsed(token.id, now, since);
      return {
        ...person,
        sessionId: token.id,
        sessionExpiresAt: token.expiresAt,
        portals: NO_PORTAL_ACCESS,
        secondFactorSetupOnly: false,
        apiToken: { id: token.id, access: token.access },
      };
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
