import { teamTasksContract as teamTasks } from '@hgn/domain/teamTasks';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { TeamTasksService } from './teamTasks.service.js';

export const teamTasksRoutes =
  (services: { teamTasks: TeamTasksService }): FastifyPluginAsync =>
  async (app) => {
    route(app, teamTasks.ofUser, async (req) => services.teamTasks.ofUser(req.params.userId, req.query));
    route(app, teamTasks.page, async (req) => services.teamTasks.page(req.params.userId, req.query));
    route(app, teamTasks.followUpsDue, async (req) => services.teamTasks.followUpsDue(req.params.userId));
  };
