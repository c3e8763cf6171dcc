import { NO_PORTAL_ACCESS } from '@hgn/domain/permissions';
import { describe, expect, it, vi } from 'vitest';
import { createSessionCache } from './session-cache.js';
import type { SessionActor } from './session-actor.js';

const actorOf = (token: string, sessionExpiresAt: Date): SessionActor => ({
  sessionId: `session-${token}`,
  userId: `user-${token}`,
  email: `${token}@example.org`,
  firstName: 'Ana',
  lastName: 'Lima',
  role: 'Volunteer',
  permissions: new Set(),
  sessionExpiresAt,
  portals: NO_PORTAL_ACCESS,
  secondFactorSetupOnly: false,
});

function setUp(expiresAt = new Date('2026-01-01T01:00:00Z')) {
  let now = new Date('2026-01-01T00:00:00Z');
  const authenticate = vi.fn(async (token: string) =>
    token === 'bad' ? undefined : actorOf(token, expiresAt),
  );
  const cache = createSessionCache({ authenticate, now: () => now, keepMs: 60_000, maxEntries: 2 });
  return { cache, authenticate, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('the session cache', () => {
  it('looks every caller up while it does not listen, and keeps them once it does', async () => {
    const { cache, authenticate } = setUp();
    await cache.authenticate('a');
    await cache.authenticate('a');
    expect(authenticate).toHaveBeenCalledTimes(2);
    cache.setListening(true);
    await cache.authenticate('a');
    expect(await cache.authenticate('a')).toMatchObject({ userId: 'user-a' });
    expect(authenticate).toHaveBeenCalledTimes(3);
  });

  it('never keeps a refusal, and shares one look-up among callers of the same token', async () => {
    const { cache, authenticate } = setUp();
    cache.setListening(true);
    expect(await cache.authenticate('bad')).toBeUndefined();
    expect(await cache.authenticate('bad')).toBeUndefined();
    await Promise.all([cache.authenticate('a'), cache.authenticate('a'), cache.authenticate('a')]);
    expect(authenticate).toHaveBeenCalledTimes(3);
  });

  it('forgets everyone at a change, and after a minute, and at the session expiry', async () => {
    const { cache, authenticate, advance } = setUp(new Date('2026-01-01T00:01:30Z'));
    cache.setListening(true);
    await cache.authenticate('a');
    cache.forget();
    await cache.authenticate('a');
    expect(authenticate).toHaveBeenCalledTimes(2);
    advance(59_000);
    await cache.authenticate('a');
    expect(authenticate).toHaveBeenCalledTimes(2);
    advance(2_000);
    await cache.authenticate('a');
    expect(authenticate).toHaveBeenCalledTimes(3);
    // Kept from 1:01 on, but the session ends at 1:30.
    advance(30_000);
    await cache.authenticate('a');
    expect(authenticate).toHaveBeenCalledTimes(4);
  });

  it('does not keep what a look-up read before a change it overlapped', async () => {
    const { cache, authenticate } = setUp();
    cache.setListening(true);
    let finish!: () => void;
    authenticate.mockImplementationOnce(
      (token) =>
        new Promise((resolve) => (finish = () => resolve(actorOf(token, new Date('2026-01-01T01:00:00Z'))))),
    );
    const looking = cache.authenticate('a');
    cache.forget();
    finish();
    await looking;
    await cache.authenticate('a');
    expect(authenticate).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its number of callers, dropping the oldest', async () => {
    const { cache, authenticate } = setUp();
    cache.setListening(true);
    for (const token of ['a', 'b', 'c', 'c', 'b']) await cache.authenticate(token);
    expect(authenticate).toHaveBeenCalledTimes(3);
    await cache.authenticate('a');
    expect(authenticate).toHaveBeenCalledTimes(4);
  });

  it('keeps nothing after it stops listening', async () => {
    const { cache, authenticate } = setUp();
    cache.setListening(true);
    await cache.authenticate('a');
    cache.setListening(false);
    await cache.authenticate('a');
    await cache.authenticate('a');
    expect(authenticate).toHaveBeenCalledTimes(3);
  });
});
