import { infoCollectionsContract as info } from '@hgn/domain/infoCollections';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { InfoCollectionsService } from './infoCollections.service.js';

export const infoCollectionsRoutes =
  (services: { infoCollections: InfoCollectionsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.infoCollections;
    route(app, info.list, async (req) => service.listReadable(req.actor));
    route(app, info.create, async (req) => service.create(req.body));
    route(app, info.update, async (req) => service.update(req.params.infoId, req.body));
    route(app, info.remove, async (req) => service.remove(req.params.infoId));
  };
