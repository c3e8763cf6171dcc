import { wbsContract as wbs } from '@hgn/domain/wbs';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { WbsService } from './wbs.service.js';

export const wbsRoutes =
  (services: { wbs: WbsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.wbs;
    route(app, wbs.ofProject, async (req) =>
      service.listOfProject(req.actor, req.params.projectId, req.query.all === 'true'),
    );
    route(app, wbs.create, async (req) => service.create(req.params.projectId, req.body));
    route(app, wbs.remove, async (req) => service.remove(req.params.projectId));
    route(app, wbs.get, async (req) => service.get(req.params.wbsId));
    route(app, wbs.update, async (req) => service.update(req.params.wbsId, req.body));
  };
