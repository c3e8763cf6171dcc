import { invitationsContract as invitations } from '@hgn/domain/invitations';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import { requestContext } from '../auth/auth.service.js';
import type { InvitationsService } from './invitations.service.js';

export const invitationsRoutes =
  (services: { invitations: InvitationsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.invitations;
    route(app, invitations.invite, async (req) => service.invite(req.actor, req.body, requestContext(req)));
    route(app, invitations.listOpen, async () => service.listOpen());
    route(app, invitations.cancel, async (req) =>
      service.cancel(req.actor, req.body._id, requestContext(req)),
    );
    route(app, invitations.refresh, async (req) =>
      service.refresh(req.actor, req.body._id, requestContext(req)),
    );
    route(app, invitations.validateToken, async (req) => service.validateToken(req.body.token));
    route(app, invitations.completeSetup, async (req) =>
      service.completeSetup(req.body, requestContext(req)),
    );
  };
