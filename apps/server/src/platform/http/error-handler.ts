import type { GuardInput } from '@hgn/domain/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseRefusalOf, isDatabaseUnavailable } from '../db/sql-errors.js';
import { AppError } from './app-error.js';
import { isServerPath, type ServeApp } from './web-app.js';

/** When a client should ask again after the database could not take its request. */
const RETRY_AFTER_SECONDS = 5;

type Reply = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

/** Framework errors are described in our words: their own messages can name internals. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length does not match the body.',
  FST_ERR_CTP_INVALID_TYPE: 'The content type is not valid.',
  FST_ERR_VALIDATION: 'The request is not valid.',
};

function describe(error: unknown, req: FastifyRequest): Reply {
  if (error instanceof AppError)
    return { status: error.status, body: error.toBody(), headers: error.headers };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    const message = first?.message ?? 'The request is not valid.';
    const input = { params: req.params ?? {}, query: req.query ?? {}, body: req.body } as GuardInput;
    const original = req.routeOptions.config.contract?.invalidWith?.(input, message);
    if (original) return { status: 400, body: { ...original, code: 'VALIDATION_FAILED' } };
    return {
      status: 400,
      body: {
        error: message,
        message,
        code: 'VALIDATION_FAILED',
        ...(field ? { field } : {}),
        context: error.validationContext,
      },
    };
  }
  const refusal = databaseRefusalOf(error);
  if (refusal)
    return {
      status: refusal.status,
      body: { error: reasons[refusal.status], message: refusal.message, code: refusal.code },
    };
  const fe = error as Partial<FastifyError>;
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    const reason = reasons[status] ?? 'Bad Request';
    const message = (fe.code && frameworkMessages[fe.code]) ?? reason;
    const code =
      fe.code === 'FST_ERR_VALIDATION' ? 'VALIDATION_FAILED' : reason.toUpperCase().replaceAll(' ', '_');
    return { status, body: { error: reason, message, code } };
  }
  if (isDatabaseUnavailable(error))
    return {
      status: 503,
      body: {
        error: 'Service Unavailable',
        message: 'The server is too busy to answer right now. Please try again in a few seconds.',
        code: 'SERVICE_UNAVAILABLE',
      },
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    };
  return {
    status: 500,
    body: {
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    },
  };
}

export function registerErrorHandler(app: FastifyInstance, serveApp?: ServeApp) {
  app.setErrorHandler((error, req, reply) => {
    const { status, body, headers } = describe(error, req);
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    else if (databaseRefusalOf(error)) req.log.warn({ err: error }, 'the database refused the request');
    else if (status === 429)
      req.log.warn({ event: 'security.rate_limited', route: req.routeOptions.url }, 'rate limited');
    if (headers) void reply.headers(headers);
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((req, reply) => {
    if (!isServerPath(req.url) && serveApp && (req.method === 'GET' || req.method === 'HEAD'))
      return serveApp(req, reply);
    return reply.status(404).send({
      error: 'Not Found',
      message: `No such endpoint: ${req.method} ${req.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    });
  });
}
