import type { FastifyRequest } from 'fastify';

/** Where structured security events go: the request's logger in the server. */
export type SecurityLog = { info(fields: object, message: string): void };

/** Who is asking, from where, for the rate limits and the security log. */
export type RequestContext = { ip: string; userAgent: string; log: SecurityLog };

export const requestContext = (req: Pick<FastifyRequest, 'ip' | 'headers' | 'log'>): RequestContext => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? '',
  log: req.log,
});
