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
  access: { canAccessBMPortal: boolean };
  expiryTimestamp: string;
};

const encoder = new TextEncoder();

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
    .sign(encoder.encode(secret));
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
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    return typeof payload.jti === 'string' && typeof payload.userid === 'string' ? payload.jti : undefined;
  } catch {
    return undefined;
  }
}
