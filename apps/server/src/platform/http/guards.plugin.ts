import { READ_ONLY_METHODS } from '@hgn/domain/apiTokens';
import { allowed, describeGuard, type GuardInput } from '@hgn/domain/contracts';
import { apiTokenMessages } from '@hgn/domain/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';
import type { RegisteredRoute } from './guard.js';
import { tokenFrom, type Authenticate } from './session-actor.js';

const missingToken = () =>
  new AppError({
    code: 'UNAUTHORIZED',
    body: { 'error:': 'Unauthorized request', error: 'Unauthorized request' },
  });
const invalidToken = () => new AppError({ code: 'INVALID_TOKEN', message: 'Unauthorized request' });
const forbidden = (message = 'You are not authorized to perform this action.') =>
  new AppError({ code: 'FORBIDDEN', message });

const SETUP_ONLY_REFUSAL = 'Set up two-step sign-in first: your role requires it.';

/**
 * Authenticates every /api request and enforces the route's declared guard before validation, so
 * a caller without the right learns nothing about the payload and nothing is written.
 */
export function registerGuards(
  app: FastifyInstance,
  authenticate: Authenticate,
  registry: RegisteredRoute[],
) {
  app.decorateRequest('actor', undefined);

  app.addHook('onRoute', (route) => {
    if (!route.url.toLowerCase().startsWith('/api')) return;
    const g = route.config?.guard;
    if (!g) throw new Error(`route ${String(route.method)} ${route.url} declares no guard`);
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        registry.push({
          method,
          url: route.url,
          guard: describeGuard(g),
          contractPath: route.config?.contract?.path,
        });
  });

  app.addHook('onRequest', async (req) => {
    const token = tokenFrom(req.headers.authorization);
    if (token) req.actor = await authenticate(token);
    const g = req.routeOptions.config.guard;
    const apiToken = req.actor?.apiToken;
    // A personal API token is refused where only a signed-in person may go, and a read token on
    // every method that can change something, whatever the route's guard.
    if (g && apiToken) {
      const refusal = req.routeOptions.config.contract?.signInOnly
        ? apiTokenMessages.signInOnly
        : apiToken.access === 'read' && !READ_ONLY_METHODS.includes(req.method)
          ? apiTokenMessages.readOnly
          : undefined;
      if (refusal) {
        req.log.warn(
          { event: 'security.api_token_refused', tokenId: apiToken.id, route: req.routeOptions.url },
          'API token refused',
        );
        throw forbidden(refusal);
      }
    }
    if (!g || g.kind === 'public') return;
    if (!token) throw missingToken();
    if (!req.actor) throw invalidToken();
  });

  app.addHook('preValidation', async (req) => {
    const g = req.routeOptions.config.guard;
    const actor = req.actor;
    if (!g || g.kind === 'public' || !actor) return;
    if (actor.secondFactorSetupOnly && !req.routeOptions.config.contract?.secondFactorSetup) {
      req.log.warn(
        {
          event: 'security.forbidden',
          userId: actor.userId,
          route: req.routeOptions.url,
          reason: 'setup_only',
        },
        'forbidden: the session may only set up the second factor',
      );
      throw forbidden(SETUP_ONLY_REFUSAL);
    }
    if (g.kind === 'signedIn') return;
    const input: GuardInput = {
      params: (req.params ?? {}) as GuardInput['params'],
      query: (req.query ?? {}) as GuardInput['query'],
      body: req.body,
    };
    const { subject } = req.routeOptions.config;
    if (!allowed(actor, { guard: g }, input, subject ? await subject(input) : undefined)) {
      req.log.warn(
        { event: 'security.forbidden', userId: actor.userId, route: req.routeOptions.url },
        'forbidden',
      );
      throw forbidden(req.routeOptions.config.contract?.refusedWith);
    }
  });
}
