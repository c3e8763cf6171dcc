import { isUuid } from '@hgn/domain/ids';
import { timeOffContract as timeOff } from '@hgn/domain/timeOff';
import type { FastifyPluginAsync } from 'fastify';
import type { GuardInput } from '@hgn/domain/contracts';
import { route } from '../../platform/http/route.js';
import type { TimeOffService } from './timeOff.service.js';

export const timeOffRoutes =
  (services: { timeOff: TimeOffService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.timeOff;
    // The stored request's requester, for its guard; none for an unreadable id or a missing request.
    const requester = {
      subject: async ({ params }: GuardInput) =>
        isUuid(params.id) ? service.requesterOf(params.id) : undefined,
    };

    route(app, timeOff.list, async (req) => service.listRequests(req.actor));
    route(app, timeOff.create, async (req) => service.create(req.actor, req.body));
    route(app, timeOff.get, async (req) => service.get(req.params.id), requester);
    route(app, timeOff.update, async (req) => service.update(req.actor, req.params.id, req.body), requester);
    route(app, timeOff.remove, async (req) => service.remove(req.params.id), requester);
  };
