import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/http/guard.js';
import type { TasksService } from './tasks.service.js';

const userIdParams = z.object({ userId: z.string() });

export const tasksRoutes =
  (services: { tasks: TasksService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { tasks } = services;

    app.get(
      '/tasks/user/:userId',
      { config: { guard: guard.signedIn }, schema: { params: userIdParams } },
      async (req) => tasks.listOpenTasksOfUser(req.params.userId),
    );
  };
