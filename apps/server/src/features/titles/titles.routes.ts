import { titlesContract as titles } from '@hgn/domain/titles';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { TitlesService } from './titles.service.js';

export const titlesRoutes =
  (services: { titles: TitlesService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.titles;
    route(app, titles.list, async () => service.list());
    route(app, titles.reorder, async (req) => service.reorder(req.body));
    route(app, titles.one, async (req) => service.get(req.params.titleId));
    route(app, titles.create, async (req) => service.create(req.body));
    route(app, titles.update, async (req) => service.update(req.body.titleId, req.body.values));
    route(app, titles.remove, async (req) => service.remove(req.params.titleId));
  };
