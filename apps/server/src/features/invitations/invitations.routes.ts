import { invitationIdInput, invitationInput, profileSetupInput, setupTokenInput } from '@hgn/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../platform/http/guard.js';
import { signedInActor } from '../../platform/http/session-actor.js';
import { requestContext } from '../auth/auth.service.js';
import type { InvitationsService } from './invitations.service.js';

// Inviting is creating a user: the original checked no permission at all here.
const inviters = guard.permission('postUserProfile');

export const invitationsRoutes =
  (services: { invitations: InvitationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { invitations } = services;

    app.post(
      '/getInitialSetuptoken',
      { config: { guard: inviters }, schema: { body: invitationInput } },
      async (req) => invitations.invite(signedInActor(req.actor), req.body, requestContext(req)),
    );

    app.get('/getSetupInvitation', { config: { guard: inviters } }, async () => invitations.listOpen());

    app.post(
      '/cancelSetupInvitationToken',
      { config: { guard: inviters }, schema: { body: invitationIdInput } },
      async (req) => invitations.cancel(signedInActor(req.actor), req.body._id, requestContext(req)),
    );

    app.post(
      '/refreshSetupInvitationToken',
      { config: { guard: inviters }, schema: { body: invitationIdInput } },
      async (req) => invitations.refresh(signedInActor(req.actor), req.body._id, requestContext(req)),
    );

    app.post(
      '/validateToken',
      { config: { guard: guard.public }, schema: { body: setupTokenInput } },
      async (req) => invitations.validateToken(req.body.token),
    );

    app.post(
      '/ProfileInitialSetup',
      { config: { guard: guard.public }, schema: { body: profileSetupInput } },
      async (req) => invitations.completeSetup(req.body, requestContext(req)),
    );
  };
