// What the API documentation says of an operation's guard, generated from its contract: the session
// it needs (none for a public one) and, in words, whom the guard admits.
import type { Guard } from '@hgn/domain/contracts';

/** The security scheme of a session token, named in the document's components. */
export const SESSION_TOKEN = 'token';

/** An operation's OpenAPI `security`: none for a public one, the session token otherwise. */
export const operationSecurity = (guard: Guard): Record<string, string[]>[] =>
  guard.kind === 'public' ? [] : [{ [SESSION_TOKEN]: [] }];

function admits(guard: Guard): string {
  switch (guard.kind) {
    case 'public':
      return 'anyone, without a session';
    case 'signedIn':
      return 'any signed-in caller';
    case 'permission':
      return `holders of the permission ${guard.anyOf.join(' or ')}`;
    case 'policy':
      return `callers the policy ${guard.name} admits`;
    case 'portal':
      return `a session that opened the portal (${guard.portal}), then ${admits(guard.then)}`;
  }
}

/** The line of an operation's description that names its guard. */
export const guardLine = (guard: Guard): string => `Guard: ${admits(guard)}.`;
