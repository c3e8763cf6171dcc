import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/http/guard.js';
import type { SessionActor } from '../../platform/http/session-actor.js';
import type { UsersService } from './users.service.js';

const userIdParams = z.object({ userId: z.string() });
const preferencesBody = z.object({ darkMode: z.boolean() });

const signedInActor = (actor: SessionActor | undefined): SessionActor => {
  if (!actor) throw new Error('a signed-in route ran without an actor');
  return actor;
};

/** Only the profile's own user: ids compare ignoring case, as a uuid may be written either way. */
const ownProfileOnly = guard.policy('self', (actor, req) => {
  const { userId } = req.params as { userId?: string };
  return typeof userId === 'string' && userId.toLowerCase() === actor.userId.toLowerCase();
});

export const usersRoutes =
  (services: { users: UsersService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/userprofile/:userId',
      { config: { guard: guard.signedIn }, schema: { params: userIdParams } },
      async (req) => services.users.getProfile(signedInActor(req.actor), req.params.userId),
    );

    app.put(
      '/userprofile/:userId/preferences',
      { config: { guard: ownProfileOnly }, schema: { params: userIdParams, body: preferencesBody } },
      async (req) => services.users.setDarkMode(signedInActor(req.actor).userId, req.body.darkMode),
    );
  };
