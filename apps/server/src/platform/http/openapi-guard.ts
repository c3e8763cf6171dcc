// What the API documentation says of an operation's guard, generated from its contract: the ways to
// authenticate it takes (none for a public one) and, in words, whom the guard admits.
import { API_TOKEN_PREFIX } from '@hgn/domain/apiTokens';
import type { ContractSpec, Guard } from '@hgn/domain/contracts';

/** The security scheme of a session token, named in the document's components. */
export const SESSION_TOKEN = 'token';
/** The security scheme of a personal API token. */
export const API_TOKEN = 'apiToken';

/** The document's two ways to authenticate. */
export const securitySchemes = {
  [SESSION_TOKEN]: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      'The session token `POST /api/login` answers, sent as it is (as the original client does) or as `Bearer <token>`.',
  },
  [API_TOKEN]: {
    type: 'http',
    scheme: 'bearer',
    description: `A personal API token (\`${API_TOKEN_PREFIX}...\`, made on the "API tokens" page or with \`POST /api/tokens\`), sent as \`Authorization: Bearer <token>\`. It acts as its owner with the owner's permissions of the moment; a read token is refused (403) on every POST, PUT, PATCH and DELETE, no token reaches an operation marked "Refused to personal API tokens", and a changed or reset password revokes all of its owner's tokens.`,
  },
} as const;

/**
 * An operation's OpenAPI `security`: none for a public one; the session token alone where only a
 * signed-in person may go, or where the session must have opened a portal (a token opens none);
 * either token otherwise.
 */
export const operationSecurity = (
  contract: Pick<ContractSpec, 'guard' | 'signInOnly'>,
): Record<string, string[]>[] =>
  contract.guard.kind === 'public'
    ? []
    : contract.signInOnly || contract.guard.kind === 'portal'
      ? [{ [SESSION_TOKEN]: [] }]
      : [{ [SESSION_TOKEN]: [] }, { [API_TOKEN]: [] }];

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

/** The line of an operation's description that names its guard, and whether API tokens are refused. */
export const guardLine = (contract: Pick<ContractSpec, 'guard' | 'signInOnly'>): string =>
  `Guard: ${admits(contract.guard)}.${contract.signInOnly ? ' Refused to personal API tokens.' : ''}`;
