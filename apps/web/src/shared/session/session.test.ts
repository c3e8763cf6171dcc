import { beforeEach, describe, expect, it } from 'vitest';
import { makeToken } from '../../test/tokens';
import { endSession, getSession, getSessionEndReason, restoreSession, startSession } from './session';
import { TOKEN_STORAGE_KEY } from './tokenStorage';

const DAY_SECONDS = 24 * 3600;

describe('session', () => {
  beforeEach(() => endSession());

  it('restores a stored session that has more than two days left', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ expiresInSeconds: 3 * DAY_SECONDS }));
    const session = await restoreSession();
    expect(session?.claims.userid).toBe('u-owner');
    expect(getSession()).toBe(session);
  });

  it('signs out at start when the token expires within 172800 seconds', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ expiresInSeconds: 2 * DAY_SECONDS - 60 }));
    expect(await restoreSession()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('signs out at start when the stored token cannot be read', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-token');
    expect(await restoreSession()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps a new session in storage and forgets it on sign-out', async () => {
    const token = makeToken();
    expect(await startSession(token)).toBe(true);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    endSession();
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps why a session was refused until the next sign-in, and only when someone was signed in', async () => {
    endSession('refused');
    expect(getSessionEndReason()).toBeNull();
    await startSession(makeToken());
    endSession('refused');
    expect(getSessionEndReason()).toBe('refused');
    endSession('again');
    expect(getSessionEndReason()).toBe('refused');
    await startSession(makeToken());
    expect(getSessionEndReason()).toBeNull();
  });
});
