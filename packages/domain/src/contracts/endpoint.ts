// The zod-free half of a contract: what a caller needs at run time to reach an endpoint and to know
// whether it may (method, path, guard, error codes). The web app loads only this half, so the first
// pages carry no schema library; the schemas that give these values their types stay in the contract.
import { canAny, type Actor } from '../permissions/can';
import { isOwner } from '../permissions/policies';
import type { Permission } from '../permissions/permissionCatalogue';
import { canUsePortal, type PortalFlag } from '../permissions/portals';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a policy sees of a request before it is validated: path parameters, query and body as sent. */
export type GuardInput = {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly body: unknown;
};

/**
 * Who may call an endpoint. A policy is a named domain function; `subject`, when the endpoint
 * declares one, is what the server loads to decide (the owner of a stored record), or `undefined`
 * when there is none, in which case the policy lets the call through to answer 404. A portal guard
 * asks first that the caller's session opened the portal, then its own guard (`then`).
 */
export type Guard =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'permission'; readonly anyOf: readonly Permission[] }
  | {
      readonly kind: 'policy';
      readonly name: string;
      readonly allows: (actor: Actor, input: GuardInput, subject?: unknown) => boolean;
    }
  | { readonly kind: 'portal'; readonly portal: PortalFlag; readonly then: Guard };

export const guard = {
  public: { kind: 'public' },
  signedIn: { kind: 'signedIn' },
  permission: (...anyOf: Permission[]): Guard => ({ kind: 'permission', anyOf }),
  /** What only an Owner does. */
  owner: { kind: 'policy', name: 'owner', allows: isOwner },
  policy: (name: string, allows: (actor: Actor, input: GuardInput, subject?: unknown) => boolean): Guard => ({
    kind: 'policy',
    name,
    allows,
  }),
  /** What only a session that opened the portal may do, and then whom `then` admits (any signed-in caller unless said). */
  portal: (portal: PortalFlag, then: Guard = { kind: 'signedIn' }): Guard => ({
    kind: 'portal',
    portal,
    then,
  }),
} as const satisfies Record<string, Guard | ((...args: never[]) => Guard)>;

/**
 * The status a refusal answers with. Each area declares its codes as a table of these beside its
 * contracts (`TEAMS_ERRORS` in `teams.errors.ts`), so a code answers with one status wherever it is
 * thrown; a status the original server chose against the usual meaning is noted there.
 */
export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 406 | 409 | 413 | 415 | 422 | 429 | 500 | 501 | 503;
export type ErrorStatuses = Readonly<Record<string, RefusalStatus>>;

/**
 * Codes any endpoint may answer, whatever it declares: the session and the guard, validation and the
 * framework's refusals of a malformed request, the database's refusals (`sql-errors.ts`), an
 * address the e-mail outbox refuses, and the server being busy or failing.
 */
export const COMMON_ERRORS = {
  UNAUTHORIZED: 401,
  INVALID_TOKEN: 401,
  FORBIDDEN: 403,
  VALIDATION_FAILED: 400,
  INVALID_CHARACTERS: 400,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  CONFLICT: 409,
  ALREADY_EXISTS: 409,
  OUT_OF_RANGE: 400,
  INVALID_VALUE: 400,
  TOO_LONG: 400,
  INVALID_DATE: 400,
  INVALID_EMAIL_ADDRESS: 400,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies ErrorStatuses;
export type CommonErrorCode = keyof typeof COMMON_ERRORS;

/** The types an endpoint carries: its inputs as the caller writes them, its answer and its own error codes. */
export type EndpointTypes = {
  params: Record<string, string> | undefined;
  query: Record<string, unknown> | undefined;
  body: unknown;
  response: unknown;
  errors: string;
};

export type Endpoint<T extends EndpointTypes = EndpointTypes> = {
  readonly method: Method;
  readonly path: string;
  readonly guard: Guard;
  readonly errors: readonly T['errors'][];
  /** Types only: never present at run time. */
  readonly types?: T;
};

export type ParamsOf<E extends Endpoint> = NonNullable<E['types']>['params'];
export type QueryOf<E extends Endpoint> = NonNullable<E['types']>['query'];
export type BodyOf<E extends Endpoint> = NonNullable<E['types']>['body'];
export type ResponseOf<E extends Endpoint> = NonNullable<E['types']>['response'];
export type ErrorCodeOf<E extends Endpoint> = NonNullable<E['types']>['errors'] | CommonErrorCode;

/** Types a zod-free endpoint with its contract's types (the web's table, `npm run contracts`). */
export const endpoint = <C extends Endpoint>(value: Endpoint): Endpoint<NonNullable<C['types']>> => value;

/** The path with its `:name` segments filled in, each encoded. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

const noInput: GuardInput = { params: {}, query: {}, body: undefined };

/**
 * Whether the server will let the actor call the endpoint, so a screen offers only what works.
 * `input` and `subject` are what the endpoint's policy reads (the path's ids, the loaded record).
 */
export function allowed(
  actor: Actor | undefined,
  endpoint: Pick<Endpoint, 'guard'>,
  input: Partial<GuardInput> = {},
  subject?: unknown,
): boolean {
  const g = endpoint.guard;
  if (g.kind === 'public') return true;
  if (!actor) return false;
  switch (g.kind) {
    case 'signedIn':
      return true;
    case 'permission':
      return canAny(actor, g.anyOf);
    case 'policy':
      return g.allows(actor, { ...noInput, ...input }, subject);
    case 'portal':
      return canUsePortal(actor, g.portal) && allowed(actor, { guard: g.then }, input, subject);
  }
}

export function describeGuard(g: Guard): string {
  switch (g.kind) {
    case 'public':
    case 'signedIn':
      return g.kind;
    case 'permission':
      return `permission:${g.anyOf.join('|')}`;
    case 'policy':
      return `policy:${g.name}`;
    case 'portal':
      return `portal:${g.portal}+${describeGuard(g.then)}`;
  }
}
