import { apiTokensContract as tokens } from '@hgn/domain/apiTokens';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { ApiTokensService } from './apiTokens.service.js';

export const apiTokensRoutes =
  (services: { apiTokens: ApiTokensService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.apiTokens;
    route(app, tokens.list, async (req) => service.list(req.actor));
    route(app, tokens.create, async (req) => service.create({ actor: req.actor, address: req.ip }, req.body));
    route(app, tokens.revoke, async (req) =>
      service.revoke({ actor: req.actor, address: req.ip }, req.params.id),
    );
  };
