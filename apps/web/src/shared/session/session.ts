import { TOKEN_STORAGE_KEY, readStoredToken, writeStoredToken } from './tokenStorage';
import type { TokenClaims } from '@hgn/domain/auth/session';
import { loadAuthRules } from './authRules';
import { leaveViewingUser } from './viewingUser';

export interface Session {
  token: string;
  claims: TokenClaims;
}

type Listener = () => void;

let current: Session | null = null;
/** Why the last session ended, when the person should be told (the server refused their token). */
let endReason: string | null = null;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Decodes without verifying: the server verifies every call; the client only reads who is signed in.
 * The decoder loads with the auth rules, when there is a token to read.
 */
export async function decodeToken(token: string): Promise<TokenClaims | null> {
  const [{ readTokenClaims }, { jwtDecode }] = await Promise.all([loadAuthRules(), import('jwt-decode')]);
  try {
    return readTokenClaims(jwtDecode(token));
  } catch {
    return null;
  }
}

export const getSession = (): Session | null => current;
export const getSessionEndReason = (): string | null => endReason;
export const getToken = (): string | null => current?.token ?? null;

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function sessionFromToken(token: string | null, nowMs: number): Promise<Session | null> {
  if (!token) return null;
  const [claims, { isSessionNearExpiry }] = await Promise.all([decodeToken(token), loadAuthRules()]);
  if (!claims || isSessionNearExpiry(claims.expiryTimestamp, new Date(nowMs))) return null;
  return { token, claims };
}

/** Restores the stored session unless its token is about to expire, in which case it is dropped. */
export async function restoreSession(nowMs = Date.now()): Promise<Session | null> {
  const stored = readStoredToken();
  current = await sessionFromToken(stored, nowMs);
  if (stored && !current) writeStoredToken(null);
  notify();
  return current;
}

/** Returns false when the token cannot be read, so the caller can say sign-in failed. */
export async function startSession(token: string): Promise<boolean> {
  const session = await sessionFromToken(token, Date.now());
  if (!session) return false;
  current = session;
  endReason = null;
  writeStoredToken(token);
  notify();
  return true;
}

/**
 * A reason is kept until the next sign-in, so the sign-in page can show it for as long as it is open.
 * Every way out (Logout, a refused session) ends here, and so does viewing another user.
 */
export function endSession(reason: string | null = null): void {
  leaveViewingUser();
  if (!current && readStoredToken() === null) return;
  current = null;
  endReason = reason;
  writeStoredToken(null);
  notify();
}

/** Another tab signing in or out changes this one too. */
export function followOtherTabs(): () => void {
  const onStorage = async (event: StorageEvent): Promise<void> => {
    if (event.key !== null && event.key !== TOKEN_STORAGE_KEY) return;
    current = await sessionFromToken(readStoredToken(), Date.now());
    notify();
  };
  const listener = (event: StorageEvent): void => void onStorage(event);
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
