import { SUBSCRIPTION_CONFIRMATION_HOURS } from '@hgn/domain/announcements';
import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

// A confirmation link's token names its address and its purpose, so that neither a session token
// confirms a subscription nor this token opens a session (a session's token names a user).
const PURPOSE = 'emailSubscription';
const HOUR_MS = 3_600_000;

const keyOf = (secret: string) => createSecretKey(new TextEncoder().encode(secret));

/** A token that confirms the address's subscription for 24 hours from `now`. */
export const signSubscriptionToken = (email: string, now: Date, secret: string): Promise<string> =>
  new SignJWT({ email, purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor((now.getTime() + SUBSCRIPTION_CONFIRMATION_HOURS * HOUR_MS) / 1000))
    .sign(keyOf(secret));

/** The address a valid, unexpired confirmation token names, or undefined. */
export async function verifySubscriptionToken(
  token: string,
  now: Date,
  secret: string,
): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], currentDate: now });
    return payload.purpose === PURPOSE && typeof payload.email === 'string' ? payload.email : undefined;
  } catch {
    return undefined;
  }
}
