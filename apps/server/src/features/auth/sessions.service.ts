import { isUuid } from '@hgn/domain/ids';
import { sessionsMessages, type RevokedSessionsJson, type SessionJson } from '@hgn/domain/sessions';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionActor } from '../../platform/http/session-actor.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import type { RequestContext } from './requestContext.js';
import { createSessionsRepo } from './sessions.repo.js';

const sessionNotFound = () => new AppError({ code: 'SESSION_NOT_FOUND', message: sessionsMessages.notFound });

/** Where a person is signed in, and signing out of those places: each ended session is audited. */
export function createSessionsService({ db, clock }: Pick<FeatureDeps, 'db' | 'clock'>) {
  const revoked = (actor: SessionActor, sessionId: string, ctx: RequestContext) => ({
    type: 'session.revoked' as const,
    actorId: actor.userId,
    userId: actor.userId,
    address: ctx.ip,
    detail: { sessionId },
  });

  return {
    async list(actor: SessionActor): Promise<SessionJson[]> {
      const rows = await createSessionsRepo(db).findLive(actor.userId, clock.now());
      return rows.map((row) => ({
        _id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
        current: row.id === actor.sessionId,
        userAgent: row.userAgent,
        address: row.address,
      }));
    },

    /** Ends one of the caller's own live sessions; any other id is unknown to them. */
    async revoke(actor: SessionActor, sessionId: string, ctx: RequestContext) {
      if (!isUuid(sessionId)) throw sessionNotFound();
      await db.transaction(async (tx) => {
        if (!(await createSessionsRepo(tx).revokeOwn(actor.userId, sessionId.toLowerCase(), clock.now())))
          throw sessionNotFound();
        await recordAuditEvent(tx, revoked(actor, sessionId.toLowerCase(), ctx));
      });
      ctx.log.info({ event: 'security.session_revoked', userId: actor.userId, sessionId }, 'session ended');
      return { message: sessionsMessages.ended };
    },

    /** Ends every session of the caller but the one asking. */
    async revokeOthers(actor: SessionActor, ctx: RequestContext): Promise<RevokedSessionsJson> {
      const ended = await db.transaction(async (tx) => {
        const ids = await createSessionsRepo(tx).revokeAllBut(actor.userId, actor.sessionId, clock.now());
        for (const id of ids) await recordAuditEvent(tx, revoked(actor, id, ctx));
        return ids;
      });
      ctx.log.info(
        { event: 'security.sessions_revoked', userId: actor.userId, count: ended.length },
        'other sessions ended',
      );
      return { revoked: ended.length };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
