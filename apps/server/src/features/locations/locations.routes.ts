import { setupTokenInput } from '@hgn/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/http/guard.js';
import type { InvitationsService } from '../invitations/invitations.service.js';
import type { LocationsService } from './locations.service.js';

const locationParams = z.object({ location: z.string().max(200) });

export const locationsRoutes =
  (services: { locations: LocationsService; invitations: InvitationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/timezone/:location',
      { config: { guard: guard.signedIn }, schema: { params: locationParams } },
      async (req) => services.locations.lookup(req.params.location),
    );

    // The set-up page looks up a location before its account exists: the invitation link is the proof.
    app.post(
      '/timezone/:location',
      { config: { guard: guard.public }, schema: { params: locationParams, body: setupTokenInput } },
      async (req) => {
        await services.invitations.requireUsableToken(req.body.token);
        return services.locations.lookup(req.params.location);
      },
    );
  };
