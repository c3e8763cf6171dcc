import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { isApiTokenSecret } from '@hgn/domain/apiTokens';
import { systemClock, type Clock } from '@hgn/domain/time';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.js';
import type { Database } from './db.js';
import { registerContractCheck } from './platform/http/contract-check.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import type { RegisteredRoute } from './platform/http/guard.js';
import { registerGuards } from './platform/http/guards.plugin.js';
import { registerHostileInputCheck } from './platform/http/hostile-input.js';
import { registerOriginalIdParams } from './platform/http/original-ids.js';
import { createKeptAnswers } from './platform/http/kept-answers.js';
import { securitySchemes } from './platform/http/openapi-guard.js';
import { registerSessionCache } from './platform/http/session-cache.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { contractSerializerCompiler } from './platform/http/serializer.js';
import { registerWebApp } from './platform/http/web-app.js';
import { createServices, type Services } from './services.js';
import { apiRoutes } from './routes.js';
import { registerJobs } from './jobs.js';
import { createScheduler, type Scheduler } from './platform/jobs/scheduler.js';
import { createJobsService } from './features/jobs/jobs.service.js';
import { createOriginalIds } from './hgnImport/originalIds.js';
import { registerTimerSockets } from './features/timer/timer.socket.js';

export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** The server's logger; tests run without one. */
  logger?: FastifyBaseLogger;
  /** Tests: told of every answer that does not match its route's contract. */
  onContractMismatch?: (problem: string) => void;
};

export type App = {
  app: FastifyInstance;
  services: Services;
  routes: RegisteredRoute[];
  /** Every scheduled job, registered and not started: the server starts it once it listens. */
  scheduler: Scheduler;
};

const BODY_LIMIT = 1024 * 1024;
/** The organisation's leaderboard and weekly summaries report of 5,000 people, and many teams' boards. */
const KEPT_ANSWER_BYTES = 64 * 1024 * 1024;

/** One log line per request, when it is answered: the line as it arrives tells nothing that one lacks. */
class AnsweredRequestsLog extends LogController {
  override incomingRequest(): void {}
}

/**
 * Paths match as the original server's did: in any case (its client mixes `/userprofile` and
 * `/userProfile`), with or without a trailing slash, and with doubled slashes read as one (its client
 * builds some paths by joining a path ending in `/` to one starting with `/`).
 */
export const ROUTER_OPTIONS = {
  caseSensitive: false,
  ignoreTrailingSlash: true,
  ignoreDuplicateSlashes: true,
};

export async function buildApp({
  config,
  database,
  clock = systemClock,
  logger,
  onContractMismatch,
}: AppDeps): Promise<App> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    routerOptions: ROUTER_OPTIONS,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    logController: new AnsweredRequestsLog(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);

  const keptAnswers = createKeptAnswers({
    pool: database.pool,
    maxBytes: KEPT_ANSWER_BYTES,
    now: () => Date.now(),
    log: app.log,
  });
  const services = createServices({ db: database.db, config, clock, keptAnswers });
  const scheduler = createScheduler({ db: database.db, log: app.log, clock });
  registerJobs(scheduler, services);
  const routes: RegisteredRoute[] = [];
  const originalIds = createOriginalIds(database.db);

  // The error handler and the app fallback come first: routes registered later inherit them.
  const serveApp = await registerWebApp(app, config.webDist, originalIds);
  registerErrorHandler(app, serveApp);
  registerSecurityHeaders(app, { tileUrl: config.mapTileUrl });
  registerHostileInputCheck(app);
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Request-Id', req.id);
    return payload;
  });
  if (onContractMismatch) registerContractCheck(app, onContractMismatch);

  app.addHook('onRoute', (route) => {
    // The documentation pages are public.
    if (route.url.toLowerCase().startsWith('/api/docs'))
      route.config = { ...route.config, guard: { kind: 'public' } };
  });
  const authenticate = registerSessionCache(app, {
    // A personal API token says what it is by its prefix; anything else is a session's token.
    authenticate: (token) =>
      isApiTokenSecret(token) ? services.apiTokens.authenticate(token) : services.auth.authenticate(token),
    now: () => clock.now(),
    connectionString: database.pool.options.connectionString,
  });
  registerGuards(app, authenticate, routes);
  registerOriginalIdParams(app, originalIds);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Highest Good Network API', version: '1.0.0' },
      // Each operation names its own security and guard (platform/http/openapi-guard.ts).
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  await app.register(apiRoutes(services, database, createJobsService(scheduler)), { prefix: '/api' });
  registerTimerSockets(app, {
    serverId: randomUUID(),
    timer: services.timer,
    authenticate,
    connectionString: database.pool.options.connectionString,
    heartbeatMs: config.timerHeartbeatMs,
    reconnectGraceMs: config.timerReconnectGraceMs,
  });

  return { app, services, routes, scheduler };
}
