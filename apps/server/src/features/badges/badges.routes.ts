import { badgesContract as badges } from '@hgn/domain/badges';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { BadgesService } from './badges.service.js';

export const badgesRoutes =
  (services: { badges: BadgesService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.badges;
    route(app, badges.list, async () => service.listBadges());
    route(app, badges.create, async (req) => service.create(req.body));
    route(app, badges.update, async (req) => service.update(req.params.badgeId, req.body));
    route(app, badges.remove, async (req) => service.remove(req.params.badgeId));
    // The original answers 201 with the volunteer's id as a JSON string: sent as JSON text here, since
    // a bare string would otherwise go out as plain text.
    route(app, badges.assign, async (req, reply) =>
      reply
        .code(201)
        .type('application/json')
        .send(JSON.stringify(await service.assign(req.params.userId, req.body))),
    );
    route(app, badges.badgeCount, async (req) => service.badgeCount(req.params.userId));
    route(app, badges.resetBadgeCount, async (req) => service.resetBadgeCount(req.params.userId));
  };
