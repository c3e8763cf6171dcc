import { adminPasswordResetInput, forcedPasswordChangeInput, forgotPasswordInput } from '@hgn/domain/auth';
import { boundedText, TEXT_MAX } from '@hgn/domain/limits';
import { authMessages, passwordMessages } from '@hgn/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/http/guard.js';
import { signedInActor } from '../../platform/http/session-actor.js';
import type { AuthService } from './auth.service.js';
import { requestContext } from './requestContext.js';

const required = (max: number, message: string) => boundedText(max, message).min(1, message);

const signInBody = z.object({
  email: required(TEXT_MAX.email, authMessages.invalidRequest),
  password: required(TEXT_MAX.password, authMessages.invalidRequest),
});
const passwordChangeBody = z.object({
  currentpassword: required(TEXT_MAX.password, passwordMessages.requiredFieldsMissing),
  newpassword: required(TEXT_MAX.password, passwordMessages.requiredFieldsMissing),
  confirmnewpassword: required(TEXT_MAX.password, passwordMessages.requiredFieldsMissing),
});
const userIdParams = z.object({ userId: z.string() });

export const authRoutes =
  (services: { auth: AuthService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/login', { config: { guard: guard.public }, schema: { body: signInBody } }, async (req) =>
      services.auth.signIn(req.body.email, req.body.password, requestContext(req)),
    );

    app.post('/logout', { config: { guard: guard.signedIn } }, async (req) => {
      await services.auth.signOut(signedInActor(req.actor));
      return { message: 'Signed out' };
    });

    app.get(
      '/refreshToken/:userId',
      { config: { guard: guard.signedIn }, schema: { params: userIdParams } },
      async (req) =>
        services.auth.refreshToken(signedInActor(req.actor), req.params.userId, req.headers['user-agent']),
    );

    const changePassword = {
      config: { guard: guard.signedIn },
      schema: { params: userIdParams, body: passwordChangeBody },
    };
    app.patch('/userProfile/:userId/updatePassword', changePassword, async (req) =>
      services.auth.changeOwnPassword(
        signedInActor(req.actor),
        req.params.userId,
        req.body,
        requestContext(req),
      ),
    );
    app.post('/userProfile/:userId/updatePassword', changePassword, async (req) =>
      services.auth.changeOwnPassword(
        signedInActor(req.actor),
        req.params.userId,
        req.body,
        requestContext(req),
      ),
    );

    app.patch(
      '/forcepassword',
      { config: { guard: guard.public }, schema: { body: forcedPasswordChangeInput } },
      async (req) => services.auth.forcePasswordChange(req.body, requestContext(req)),
    );

    app.post(
      '/forgotpassword',
      { config: { guard: guard.public }, schema: { body: forgotPasswordInput } },
      async (req) => services.auth.forgotPassword(req.body, requestContext(req)),
    );

    app.patch(
      '/userProfile/:userId/resetPassword',
      {
        config: { guard: guard.permission('resetPassword') },
        schema: { params: userIdParams, body: adminPasswordResetInput },
      },
      async (req) =>
        services.auth.resetPasswordByAdmin(
          signedInActor(req.actor),
          req.params.userId,
          req.body,
          requestContext(req),
        ),
    );
  };
