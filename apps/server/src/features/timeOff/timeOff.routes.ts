import { isUuid } from '@hgn/domain/ids';
import { canManageTimeOffOf } from '@hgn/domain/permissions';
import { timeOffRequestInput, timeOffRequestUpdate } from '@hgn/domain/timeOff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/http/guard.js';
import { signedInActor } from '../../platform/http/session-actor.js';
import type { TimeOffService } from './timeOff.service.js';

const idParams = z.object({ id: z.uuid() });

export const timeOffRoutes =
  (services: { timeOff: TimeOffService }): FastifyPluginAsyncZod =>
  async (app) => {
    // The body is parsed but not yet validated here: an unreadable one passes on to answer 400.
    const forRequester = guard.policy('timeOffRequester', (actor, req) => {
      const requestFor = (req.body as { requestFor?: unknown } | undefined)?.requestFor;
      return typeof requestFor !== 'string' || canManageTimeOffOf(actor, requestFor);
    });
    // A request that does not exist passes on to answer 404.
    const forRequestOwner = guard.policy('timeOffRequestOwner', async (actor, req) => {
      const { id } = req.params as { id?: unknown };
      if (!isUuid(id)) return true;
      const requester = await services.timeOff.requesterOf(id);
      return requester === undefined || canManageTimeOffOf(actor, requester);
    });

    // Who sees whose requests is decided in the service, so every caller gets an answer of their own.
    app.get('/getTimeOffRequests', { config: { guard: guard.signedIn } }, async (req) =>
      services.timeOff.listRequests(signedInActor(req.actor)),
    );

    app.post(
      '/setTimeOffRequest',
      { config: { guard: forRequester }, schema: { body: timeOffRequestInput } },
      async (req, reply) =>
        reply.code(201).send(await services.timeOff.create(signedInActor(req.actor), req.body)),
    );

    app.get(
      '/getTimeOffRequest/:id',
      { config: { guard: forRequestOwner }, schema: { params: idParams } },
      async (req) => services.timeOff.get(req.params.id),
    );

    app.post(
      '/updateTimeOffRequest/:id',
      { config: { guard: forRequestOwner }, schema: { params: idParams, body: timeOffRequestUpdate } },
      async (req) => services.timeOff.update(signedInActor(req.actor), req.params.id, req.body),
    );

    app.delete(
      '/deleteTimeOffRequest/:id',
      { config: { guard: forRequestOwner }, schema: { params: idParams } },
      async (req) => services.timeOff.remove(req.params.id),
    );
  };
