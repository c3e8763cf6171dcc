import type { Guard, GuardInput } from '@hgn/domain/contracts';
import type { SessionActor } from './session-actor.js';

export type RegisteredRoute = {
  method: string;
  url: string;
  /** `describeGuard` of the route's guard: public, signedIn, permission:a|b or policy:name. */
  guard: string;
  /** The path as its contract declares it, when the route was registered from one. */
  contractPath: string | undefined;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: its contract's guard (a route without one stops the server from starting). */
    guard?: Guard;
    /** What a policy guard decides on beyond the request: the stored record it concerns. */
    subject?: (input: GuardInput) => Promise<unknown>;
  }
  interface FastifyRequest {
    actor: SessionActor | undefined;
  }
}
