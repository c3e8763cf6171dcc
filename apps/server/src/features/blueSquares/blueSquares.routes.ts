import { blueSquaresContract as blueSquares } from '@hgn/domain/blueSquares';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { BlueSquaresService } from './blueSquares.service.js';

export const blueSquaresRoutes =
  (services: { blueSquares: BlueSquaresService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.blueSquares;
    route(app, blueSquares.add, async (req) =>
      service.add(req.actor.userId, req.params.userId, req.body.blueSquare),
    );
    route(app, blueSquares.edit, async (req) =>
      service.edit(req.params.userId, req.params.blueSquareId, req.body.blueSquare),
    );
    route(app, blueSquares.remove, async (req) => service.remove(req.params.userId, req.params.blueSquareId));
  };
