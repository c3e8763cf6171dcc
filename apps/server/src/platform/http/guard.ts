import type { Actor, Permission } from '@hgn/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { SessionActor } from './session-actor.js';

/**
 * Every route declares who may call it. The registry of declared guards is compared with a
 * hand-written table in the tests, and a route without a guard stops the server from starting.
 */
export type Guard =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'permission'; anyOf: readonly Permission[] }
  | {
      kind: 'policy';
      name: string;
      allows: (actor: Actor, req: FastifyRequest) => boolean | Promise<boolean>;
    };

export const guard = {
  public: { kind: 'public' } as Guard,
  signedIn: { kind: 'signedIn' } as Guard,
  permission: (...anyOf: Permission[]): Guard => ({ kind: 'permission', anyOf }),
  policy: (
    name: string,
    allows: (actor: Actor, req: FastifyRequest) => boolean | Promise<boolean>,
  ): Guard => ({
    kind: 'policy',
    name,
    allows,
  }),
};

/** The path's `:userId` is the caller: ids compare ignoring case, as a uuid may be written either way. */
export const isCallerInPath = (actor: Actor, req: FastifyRequest): boolean => {
  const { userId } = req.params as { userId?: string };
  return typeof userId === 'string' && userId.toLowerCase() === actor.userId.toLowerCase();
};

export function describeGuard(g: Guard): string {
  switch (g.kind) {
    case 'public':
    case 'signedIn':
      return g.kind;
    case 'permission':
      return `permission:${g.anyOf.join('|')}`;
    case 'policy':
      return `policy:${g.name}`;
  }
}

export type RegisteredRoute = {
  method: string;
  url: string;
  guard: string;
  /** The path as its contract declares it, when the route was registered from one. */
  contractPath: string | undefined;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: Guard;
  }
  interface FastifyRequest {
    actor: SessionActor | undefined;
  }
}
