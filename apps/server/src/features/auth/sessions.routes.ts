import { sessionsContract as sessions } from '@hgn/domain/sessions';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import { requestContext } from './requestContext.js';
import type { SessionsService } from './sessions.service.js';

export const sessionsRoutes =
  (services: { sessions: SessionsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.sessions;
    route(app, sessions.list, async (req) => service.list(req.actor));
    route(app, sessions.revoke, async (req) =>
      service.revoke(req.actor, req.params.sessionId, requestContext(req)),
    );
    route(app, sessions.revokeOthers, async (req) => service.revokeOthers(req.actor, requestContext(req)));
  };
