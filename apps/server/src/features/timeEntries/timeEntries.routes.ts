import { timeEntriesContract as timeEntries } from '@hgn/domain/timeEntries';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { TimeEntriesService } from './timeEntries.service.js';

export const timeEntriesRoutes =
  (services: { timeEntries: TimeEntriesService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.timeEntries;
    route(app, timeEntries.ofUsers, async (req) => service.listOfUsers(req.actor, req.body));
  };
