import type { ApiTokenAccess } from '@hgn/domain/apiTokens';
import type { Actor, PortalAccess } from '@hgn/domain/permissions';

/**
 * The signed-in caller, from the session and the person's row; kept between requests only until a
 * change that could alter it (`session-cache.ts`), so a revoked session or a changed role takes effect at once.
 */
export type SessionActor = Actor & {
  /**
   * The session's id; a caller with a personal API token has no session, and this is the token's id
   * (the endpoints that act on the session, `signInOnly`, refuse such a caller before they read it).
   */
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** When the session (or the API token) ends unless it is revoked first. */
  sessionExpiresAt: Date;
  /** The portals the session opened; every session has them, none at first; an API token opens none. */
  portals: PortalAccess;
  /**
   * A session of a sign-in whose role requires a second factor the person has not set up: it may call
   * only the endpoints whose contract says `secondFactorSetup` (the guard refuses the rest).
   */
  secondFactorSetupOnly: boolean;
  /** Present when the caller sent a personal API token rather than a session's token. */
  apiToken?: { id: string; access: ApiTokenAccess };
};

export type Authenticate = (token: string) => Promise<SessionActor | undefined>;

/** The original client sends the raw token; others send `Bearer <token>`. */
export function tokenFrom(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
  return token.length > 0 ? token : undefined;
}

/** The caller of a route whose guard requires a session; the guard has already refused anyone else. */
export function signedInActor(actor: SessionActor | undefined): SessionActor {
  if (!actor) throw new Error('a signed-in route ran without an actor');
  return actor;
}
