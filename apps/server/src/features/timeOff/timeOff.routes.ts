import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../platform/http/guard.js';
import type { SessionActor } from '../../platform/http/session-actor.js';
import type { TimeOffService } from './timeOff.service.js';

const signedInActor = (actor: SessionActor | undefined): SessionActor => {
  if (!actor) throw new Error('a signed-in route ran without an actor');
  return actor;
};

export const timeOffRoutes =
  (services: { timeOff: TimeOffService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Who sees whose requests is decided in the service, so every caller gets an answer of their own.
    app.get('/getTimeOffRequests', { config: { guard: guard.signedIn } }, async (req) =>
      services.timeOff.listRequests(signedInActor(req.actor)),
    );
  };
