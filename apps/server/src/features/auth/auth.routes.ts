import { authContract as auth } from '@hgn/domain/auth';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { AuthService } from './auth.service.js';
import { requestContext } from './requestContext.js';

export const authRoutes =
  (services: { auth: AuthService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.auth;
    route(app, auth.signIn, async (req) =>
      service.signIn(req.body.email, req.body.password, requestContext(req)),
    );
    route(app, auth.signInSecondStep, async (req) => service.signInSecondStep(req.body, requestContext(req)));
    route(app, auth.portalSignIn, async (req) =>
      service.openPortal(req.actor, req.body, requestContext(req)),
    );
    route(app, auth.signOut, async (req) => {
      await service.signOut(req.actor);
      return { message: 'Signed out' };
    });
    route(app, auth.refreshToken, async (req) =>
      service.refreshToken(req.actor, req.params.userId, requestContext(req)),
    );
    route(app, auth.changePassword, async (req) =>
      service.changeOwnPassword(req.actor, req.params.userId, req.body, requestContext(req)),
    );
    route(app, auth.changePasswordByPost, async (req) =>
      service.changeOwnPassword(req.actor, req.params.userId, req.body, requestContext(req)),
    );
    route(app, auth.forcePasswordChange, async (req) =>
      service.forcePasswordChange(req.body, requestContext(req)),
    );
    route(app, auth.forgotPassword, async (req) => service.forgotPassword(req.body, requestContext(req)));
    route(app, auth.resetPassword, async (req) =>
      service.resetPasswordByAdmin(req.actor, req.params.userId, req.body, requestContext(req)),
    );
  };
