import { tasksContract as tasks } from '@hgn/domain/tasks';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { TasksService } from './tasks.service.js';

export const tasksRoutes =
  (services: { tasks: TasksService }): FastifyPluginAsync =>
  async (app) => {
    route(app, tasks.ofUser, async (req) => services.tasks.listOpenTasksOfUser(req.params.userId));
  };
