import { RENTAL_TOKEN_HEADER, rentalsContract as rentals } from '@hgn/domain/rentals';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../platform/http/route.js';
import { requestContext } from '../auth/auth.service.js';
import type { RentalsService } from './rentals.service.js';

/** The rental token, from its own header: never the main session's `Authorization`. */
const rentalTokenOf = (req: FastifyRequest): string | undefined => {
  const value = req.headers[RENTAL_TOKEN_HEADER];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export const rentalsRoutes =
  (services: { rentals: RentalsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.rentals;
    route(app, rentals.register, async (req) => service.register(req.body, requestContext(req)));
    route(app, rentals.login, async (req) => service.signIn(req.body, requestContext(req)));
    route(app, rentals.me, async (req) => service.me(rentalTokenOf(req)));
    route(app, rentals.logout, async (req) => service.signOut(rentalTokenOf(req)));
  };
