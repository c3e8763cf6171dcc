import { mapLocationsContract as map } from '@hgn/domain/mapLocations';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { MapLocationsService } from './mapLocations.service.js';

export const mapLocationsRoutes =
  (services: { mapLocations: MapLocationsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.mapLocations;
    route(app, map.list, async () => service.list());
    route(app, map.countryCount, async () => service.countCountries());
    route(app, map.tiles, async () => service.tiles());
    route(app, map.add, async (req) => service.add(req.actor, req.body));
    route(app, map.edit, async (req) => service.edit(req.actor, req.body));
    route(app, map.remove, async (req) => service.remove(req.params.id));
  };
