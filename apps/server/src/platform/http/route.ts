import type { Contract, ContractSpec, GuardInput } from '@hgn/domain/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { acceptsGzip } from './accept-encoding.js';
import { guardLine, operationSecurity } from './openapi-guard.js';
import { RawJson } from './raw-json.js';
import { signedInActor, type SessionActor } from './session-actor.js';

type Output<S, K extends 'params' | 'query' | 'body'> = S extends { [P in K]: infer T extends z.ZodType }
  ? z.output<T>
  : undefined;

/** The request a contract's handler receives: its inputs validated and typed, and the caller. */
export type ContractRequest<S extends ContractSpec> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body' | 'actor'
> & {
  params: Output<S, 'params'>;
  query: Output<S, 'query'>;
  body: Output<S, 'body'>;
  /** Present on every route but a public one, where it is the caller if they sent a session. */
  actor: S['guard'] extends { kind: 'public' } ? SessionActor | undefined : SessionActor;
};

/**
 * The answer, the answer as JSON text the database wrote (`RawJson`, sent as it is), or the reply when
 * the handler sent something else itself (a file, a redirect).
 */
type HandlerResult<S extends ContractSpec> =
  z.input<S['response']> | RawJson<z.output<S['response']>> | FastifyReply;

export type RouteOptions = {
  /** What a policy guard decides on beyond the request: the stored record's owner, loaded before validation. */
  subject?: (input: GuardInput) => Promise<unknown>;
  bodyLimit?: number;
};

/**
 * Registers a contract's endpoint: its path and method, its guard, the validation of its inputs and
 * the serialisation of its answer through the response schema, so a field the contract does not name
 * is never sent. The handler returns the answer; the status is the contract's. An answer as `RawJson`
 * is JSON text the database built for the response schema, sent as it is.
 */
export function route<S extends ContractSpec>(
  app: FastifyInstance,
  contract: Contract<S>,
  handler: (req: ContractRequest<S>, reply: FastifyReply) => Promise<HandlerResult<S>>,
  options: RouteOptions = {},
): void {
  const status = contract.status ?? 200;
  app.route({
    method: contract.method,
    url: contract.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: { guard: contract.guard, subject: options.subject, contract },
    schema: {
      ...(contract.summary ? { summary: contract.summary } : {}),
      description: guardLine(contract),
      security: operationSecurity(contract),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { [status]: contract.response },
    },
    handler: async (req, reply) => {
      if (contract.guard.kind !== 'public') signedInActor(req.actor);
      const result = await handler(req as unknown as ContractRequest<S>, reply);
      if (result === reply || reply.sent) return reply;
      // A string with a JSON content type is sent without the serialiser.
      if (result instanceof RawJson) {
        reply.code(status).type('application/json');
        if (!result.gzipped) return reply.send(result.body);
        reply.header('vary', 'accept-encoding');
        return acceptsGzip(req.headers['accept-encoding'])
          ? reply.header('content-encoding', 'gzip').send(result.gzipped)
          : reply.send(result.body);
      }
      return reply.code(status).send(status === 204 ? undefined : result);
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from (`route()`). */
    contract?: ContractSpec;
  }
}
