import type { PortalAccess } from '@hgn/domain/permissions';
import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** The claims the original client reads from the token (server-rules 1), plus `exp` and `jti`. */
export type SessionClaims = {
  userid: string;
  role: string;
  firstName: string;
  lastName: string;
  email: string;
  permissions: {
    frontPermissions: string[];
    backPermissions: string[];
    removedDefaultPermissions: string[];
    isAcknowledged: boolean;
  };
  /** The portals the session opened (`POST /api/bm/login`). */
  access: PortalAccess;
  expiryTimestamp: string;
};

const encoder = new TextEncoder();

/**
 * The signing key of a secret, made once: importing it anew for every request's check cost about
 * a quarter of a millisecond of CPU, more than the check itself.
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(encoder.encode(secret));
    keys.set(secret, key);
  }
  return key;
}

export async function signSessionToken(
  claims: SessionClaims,
  sessionId: string,
  times: { issuedAt: Date; expiresAt: Date },
  secret: string,
) {
  const { issuedAt, expiresAt } = times;
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(sessionId)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

/**
 * The session id of a token whose signature is valid and which has not expired by `now`, or undefined.
 * `now` is the clock that stamped the expiry, so issuing and checking agree on what time it is.
 */
export async function verifySessionToken(
  token: string,
  secret: string,
  now: Date,
): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    return typeof payload.jti === 'string' && typeof payload.userid === 'string' ? payload.jti : undefined;
  } catch {
    return undefined;
  }
}
