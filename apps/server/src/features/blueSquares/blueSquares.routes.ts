import { addBlueSquareBody, editBlueSquareBody } from '@hgn/domain/blueSquares';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/http/guard.js';
import { signedInActor } from '../../platform/http/session-actor.js';
import type { BlueSquaresService } from './blueSquares.service.js';

const userParams = z.object({ userId: z.uuid() });
const squareParams = z.object({ userId: z.uuid(), blueSquareId: z.uuid() });

export const blueSquaresRoutes =
  (services: { blueSquares: BlueSquaresService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/userprofile/:userId/addInfringement',
      {
        config: { guard: guard.permission('addInfringements') },
        schema: { params: userParams, body: addBlueSquareBody },
      },
      async (req) =>
        services.blueSquares.add(signedInActor(req.actor).userId, req.params.userId, req.body.blueSquare),
    );

    app.put(
      '/userprofile/:userId/infringements/:blueSquareId',
      {
        config: { guard: guard.permission('editInfringements') },
        schema: { params: squareParams, body: editBlueSquareBody },
      },
      async (req) =>
        services.blueSquares.edit(req.params.userId, req.params.blueSquareId, req.body.blueSquare),
    );

    app.delete(
      '/userprofile/:userId/infringements/:blueSquareId',
      { config: { guard: guard.permission('deleteInfringements') }, schema: { params: squareParams } },
      async (req) => services.blueSquares.remove(req.params.userId, req.params.blueSquareId),
    );
  };
