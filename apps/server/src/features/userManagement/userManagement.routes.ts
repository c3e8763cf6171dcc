import { can } from '@hgn/domain/permissions';
import {
  createUserInput,
  removeUserInput,
  statusChangeInput,
  userPageQuery,
} from '@hgn/domain/userManagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/http/guard.js';
import { signedInActor } from '../../platform/http/session-actor.js';
import type { UserManagementService } from './userManagement.service.js';

const userIdParams = z.object({ userId: z.string() });

// Server-rules 4.7: the full status right, or the pause button (the service narrows what that one allows).
const mayChangeStatus = guard.policy(
  'changeUserStatus',
  (actor) =>
    (can(actor, 'changeUserStatus') && can(actor, 'setFinalDay')) ||
    can(actor, 'interactWithPauseUserButton'),
);

export const userManagementRoutes =
  (services: { userManagement: UserManagementService }): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.userManagement;

    app.get(
      '/userprofile/page',
      {
        config: { guard: guard.permission('getUserProfiles', 'interactWithPauseUserButton') },
        schema: { querystring: userPageQuery },
      },
      async (req) => service.listPage(req.query),
    );

    app.post(
      '/userprofile',
      { config: { guard: guard.permission('postUserProfile') }, schema: { body: createUserInput } },
      async (req) => service.createUser(signedInActor(req.actor), req.body),
    );

    app.patch(
      '/userprofile/:userId',
      { config: { guard: mayChangeStatus }, schema: { params: userIdParams, body: statusChangeInput } },
      async (req) => service.changeStatus(signedInActor(req.actor), req.params.userId, req.body),
    );

    app.delete(
      '/userprofile/:userId',
      {
        config: { guard: guard.permission('deleteUserProfile') },
        schema: { params: userIdParams, body: removeUserInput },
      },
      async (req) => service.removeUser(signedInActor(req.actor), req.params.userId, req.body.option),
    );
  };
