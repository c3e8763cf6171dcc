import { announcementsContract as announcements } from '@hgn/domain/announcements';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { AnnouncementsService } from './announcements.service.js';

export const announcementsRoutes =
  (services: { announcements: AnnouncementsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.announcements;
    route(app, announcements.send, async (req) => service.send(req.body));
    route(app, announcements.broadcast, async (req) => service.broadcast(req.body));
    route(app, announcements.subscribe, async (req) => service.subscribe(req.body.email));
    route(app, announcements.confirm, async (req) => service.confirm(req.body.token));
    route(app, announcements.unsubscribe, async (req) => service.unsubscribe(req.body.email));
    route(app, announcements.updateOwn, async (req) =>
      service.updateOwn(req.actor, req.body.emailSubscriptions),
    );
  };
