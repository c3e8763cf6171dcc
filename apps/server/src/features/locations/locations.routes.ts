import { locationsContract as locations } from '@hgn/domain/locations';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { InvitationsService } from '../invitations/invitations.service.js';
import type { LocationsService } from './locations.service.js';

export const locationsRoutes =
  (services: { locations: LocationsService; invitations: InvitationsService }): FastifyPluginAsync =>
  async (app) => {
    route(app, locations.lookup, async (req) => services.locations.lookup(req.params.location));
    // The invitation link stands in for the session the set-up page does not have yet.
    route(app, locations.lookupForSetup, async (req) => {
      await services.invitations.requireUsableToken(req.body.token);
      return services.locations.lookup(req.params.location);
    });
  };
