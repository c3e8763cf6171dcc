import { communityPortalContract as portal } from '@hgn/domain/communityPortal';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { CommunityPortalService } from './communityPortal.service.js';

export const communityPortalRoutes =
  (services: { communityPortal: CommunityPortalService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.communityPortal;
    route(app, portal.listEvents, async () => service.list('event'));
    route(app, portal.createEvent, async (req) => service.create('event', req.actor, req.body));
    route(app, portal.updateEvent, async (req) => service.update('event', req.params.listingId, req.body));
    route(app, portal.deleteEvent, async (req) => service.remove('event', req.params.listingId));
    route(app, portal.listActivities, async () => service.list('activity'));
    route(app, portal.createActivity, async (req) => service.create('activity', req.actor, req.body));
    route(app, portal.updateActivity, async (req) =>
      service.update('activity', req.params.listingId, req.body),
    );
    route(app, portal.deleteActivity, async (req) => service.remove('activity', req.params.listingId));
  };
