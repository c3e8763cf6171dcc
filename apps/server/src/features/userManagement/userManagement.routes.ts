import { userManagementContract as userManagement } from '@hgn/domain/userManagement';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { UserManagementService } from './userManagement.service.js';

export const userManagementRoutes =
  (services: { userManagement: UserManagementService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.userManagement;
    route(app, userManagement.page, async (req) => service.listPage(req.query));
    route(app, userManagement.create, async (req) => service.createUser(req.actor, req.body));
    // Server-rules 4.7: the guard lets through the full status right or the pause button; the service
    // refuses an account the actor may not manage, and narrows what the pause button allows.
    route(app, userManagement.changeStatus, async (req) =>
      service.changeStatus(req.actor, req.params.userId, req.body),
    );
    route(app, userManagement.remove, async (req) =>
      service.removeUser(req.actor, req.params.userId, req.body.option),
    );
  };
