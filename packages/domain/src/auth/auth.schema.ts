// The sign-in form and the claims of a session token, shared by the server that issues and checks tokens
// and the web app that reads them.
import { z } from 'zod';
import { SESSION_LOGOUT_WINDOW_SECONDS } from '../constants';
import { atMost, TEXT_MAX } from '../limits';
import { authMessages } from '../messages';

/** An e-mail address a form requires, trimmed and lower-cased as accounts store it, with the form's own messages. */
export const requiredEmail = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required, abort: true })
    .pipe(z.email({ error: invalid }).max(...atMost(TEXT_MAX.email)));

/** The sign-in form's e-mail field, which the invitation form shares. */
export const accountEmail = requiredEmail(authMessages.emailRequired, authMessages.emailInvalid);

export const loginInput = z.object({
  email: accountEmail,
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired),
});
export type LoginInput = z.infer<typeof loginInput>;

export const tokenPermissions = z.object({
  isAcknowledged: z.boolean().default(false),
  frontPermissions: z.array(z.string()).default([]),
  backPermissions: z.array(z.string()).default([]),
  removedDefaultPermissions: z.array(z.string()).default([]),
});
export type TokenPermissions = z.infer<typeof tokenPermissions>;

export const tokenClaims = z.object({
  userid: z.string().min(1),
  role: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  permissions: tokenPermissions,
  access: z.object({ canAccessBMPortal: z.boolean() }),
  /** When the session ends, as an ISO timestamp; the original client reads this rather than `exp`. */
  expiryTimestamp: z.iso.datetime({ offset: true }),
  exp: z.number().int(),
  iat: z.number().int(),
  /** Identifies the session, so signing out revokes this token alone. */
  jti: z.string().min(1),
});
export type TokenClaims = z.infer<typeof tokenClaims>;

/** True when the token ends within the logout window (or has ended), so the app signs the user out. */
export function isSessionNearExpiry(expiryTimestamp: string, now: Date): boolean {
  const expiresAt = Date.parse(expiryTimestamp);
  if (Number.isNaN(expiresAt)) return true;
  return expiresAt - now.getTime() <= SESSION_LOGOUT_WINDOW_SECONDS * 1000;
}
