import { timeEntriesContract as timeEntries } from '@hgn/domain/timeEntries';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { TimeEntriesService } from './timeEntries.service.js';
import { requestKeyOf } from './timeEntryRequestKeys.js';

export const timeEntriesRoutes =
  (services: { timeEntries: TimeEntriesService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.timeEntries;
    route(app, timeEntries.ofUsers, async (req) => service.listOfUsers(req.actor, req.body));
    route(app, timeEntries.ofPerson, async (req) => service.listOfPerson(req.actor, req.params));
    route(app, timeEntries.create, async (req) =>
      service.create(req.actor, req.body, requestKeyOf(req.headers['idempotency-key'])),
    );
    route(app, timeEntries.update, async (req) =>
      service.update(req.actor, req.params.timeEntryId, req.body),
    );
    route(app, timeEntries.remove, async (req) => service.remove(req.actor, req.params.timeEntryId));
  };
