import { twoFactorContract as twoFactor } from '@hgn/domain/twoFactor';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import { requestContext } from '../auth/auth.service.js';
import type { TwoFactorService } from './twoFactor.service.js';

export const twoFactorRoutes =
  (services: { twoFactor: TwoFactorService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.twoFactor;
    route(app, twoFactor.state, async (req) => service.state(req.actor));
    route(app, twoFactor.setup, async (req) => service.setup(req.actor));
    route(app, twoFactor.enable, async (req) =>
      service.enable(req.actor, req.body.code, requestContext(req)),
    );
    route(app, twoFactor.disable, async (req) => service.disable(req.actor, req.body, requestContext(req)));
    route(app, twoFactor.reset, async (req) =>
      service.reset(req.actor, req.params.userId, requestContext(req)),
    );
    route(app, twoFactor.policy, async () => service.policy());
    route(app, twoFactor.setPolicy, async (req) =>
      service.setPolicy(req.actor, req.body.requiredRoles, requestContext(req)),
    );
  };
