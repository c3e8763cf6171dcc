import { followUpsContract as followUps } from '@hgn/domain/followUps';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { FollowUpsService } from './followUps.service.js';

export const followUpsRoutes =
  (services: { followUps: FollowUpsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.followUps;
    route(app, followUps.list, async () => service.list());
    route(app, followUps.set, async (req) => service.set(req.params.userId, req.params.taskId, req.body));
  };
