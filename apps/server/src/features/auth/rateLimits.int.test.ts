import { rateLimitMessages } from '@hgn/domain/messages';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, TEST_PASSWORD } from '../../../test/app.js';
import { rateLimitHits } from './credentials.table.js';

const MINUTE = 60_000;
const clock = fixedClock(Date.now());
const t = await createTestApp({ clock });

let address = 0;
/** A client address of its own, so the per-address limit of one test does not leak into another. */
const newAddress = () => `203.0.113.${(address += 1)}`;

const login = (email: string, password: string, remoteAddress = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

const forgot = (email: string, remoteAddress = '198.51.100.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/forgotpassword',
    payload: { email, firstName: 'Nobody', lastName: 'Here' },
    remoteAddress,
  });

const changePassword = (user: { id: string; headers: Record<string, string> }, currentpassword: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/userProfile/${user.id}/updatePassword`,
    headers: user.headers,
    payload: { currentpassword, newpassword: 'New!pass22', confirmnewpassword: 'New!pass22' },
  });

function expectRateLimited(res: Awaited<ReturnType<typeof login>>, retryAfterSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(res.json()).toEqual({
    error: rateLimitMessages.tooManyAttempts(retryAfterSeconds),
    message: rateLimitMessages.tooManyAttempts(retryAfterSeconds),
    code: 'RATE_LIMITED',
  });
}

describe('failed sign-ins per e-mail and client address', () => {
  it('refuses the sixth attempt within 15 minutes, even with the right password, then lets it through', async () => {
    const user = await t.createUser();
    const ip = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await login(user.email, 'Wrong!pass1', ip)).statusCode).toBe(404);
    clock.advanceBy(5 * MINUTE);
    const refused = await login(user.email.toUpperCase(), TEST_PASSWORD, ip);
    expectRateLimited(refused, 10 * 60);
    expect(rateLimitMessages.tooManyAttempts(600)).toBe('Too many attempts. Please try again in 10 minutes.');
    clock.advanceBy(10 * MINUTE);
    expect((await login(user.email, TEST_PASSWORD, ip)).json()).toHaveProperty('token');
  });

  it('counts parallel guesses one by one: ten at once get five answers and five refusals', async () => {
    const user = await t.createUser();
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(user.email, 'Wrong!pass1', ip)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429, 429, 429]);
  });

  it('starts counting again after a successful sign-in', async () => {
    const user = await t.createUser();
    const ip = newAddress();
    for (let i = 0; i < 4; i += 1) await login(user.email, 'Wrong!pass1', ip);
    expect((await login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await login(user.email, 'Wrong!pass1', ip)).statusCode).toBe(404);
    expect((await login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('counts unknown e-mails too, and each e-mail on its own', async () => {
    const ip = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await login('ghost@example.org', 'x', ip)).statusCode).toBe(403);
    expect((await login('ghost@example.org', 'x', ip)).statusCode).toBe(429);
    expect((await login('someone-else@example.org', 'x', ip)).statusCode).toBe(403);
  });

  it('lets the owner sign in from their own address while a guesser elsewhere is refused', async () => {
    const user = await t.createUser();
    const guesser = newAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await login(user.email, 'Wrong!pass1', guesser)).statusCode).toBe(404);
    expectRateLimited(await login(user.email, TEST_PASSWORD, guesser), 15 * 60);
    expect((await login(user.email, TEST_PASSWORD, newAddress())).json()).toHaveProperty('token');
    expect((await login(user.email, 'Wrong!pass1', guesser)).statusCode).toBe(429);
  });

  it('refuses every address once the e-mail has 50 failures in 15 minutes, from anywhere', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 50; i += 1)
      expect((await login(user.email, 'Wrong!pass1', `198.18.${Math.floor(i / 5)}.1`)).statusCode).toBe(404);
    expectRateLimited(await login(user.email, TEST_PASSWORD, newAddress()), 15 * 60);
    clock.advanceBy(15 * MINUTE);
    expect((await login(user.email, TEST_PASSWORD, newAddress())).json()).toHaveProperty('token');
  });

  it('keeps only a digest of the e-mail and forgets hits older than the window as new ones come in', async () => {
    const user = await t.createUser();
    const bucket = `sign-in-failures:${createHash('sha256').update(user.email).digest('hex').slice(0, 32)}`;
    await login(user.email, 'Wrong!pass1', newAddress());
    clock.advanceBy(16 * MINUTE);
    await login(user.email, 'Wrong!pass1', newAddress());
    const rows = await t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
    expect(rows.map((r) => r.hitAt)).toEqual([clock.now()]);
    const all = await t.database.db.select({ bucket: rateLimitHits.bucket }).from(rateLimitHits);
    expect(all.some((r) => r.bucket.includes(user.email))).toBe(false);
  });
});

describe('sign-in attempts per client address', () => {
  it('allows 50 attempts in 15 minutes from one address, whatever the e-mails', async () => {
    const ip = newAddress();
    for (let i = 0; i < 50; i += 1)
      expect((await login(`nobody${i}@example.org`, 'x', ip)).statusCode).toBe(403);
    expectRateLimited(await login('nobody-else@example.org', 'x', ip), 15 * 60);
    expect((await login('nobody-else@example.org', 'x', newAddress())).statusCode).toBe(403);
    clock.advanceBy(15 * MINUTE);
    expect((await login('nobody-else@example.org', 'x', ip)).statusCode).toBe(403);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const ip = newAddress();
    for (let i = 0; i < 50; i += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `spoof${i}@example.org`, password: 'x' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'spoof@example.org', password: 'x' },
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '192.0.2.200' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('counts each forwarded client on its own behind a trusted proxy', async () => {
    const proxied = await createTestApp({ clock, config: { trustProxy: true } });
    const attempt = (forwardedFor: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `proxied-${forwardedFor}@example.org`, password: 'x' },
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 50; i += 1) await attempt('192.0.2.10');
    expect((await attempt('192.0.2.10')).statusCode).toBe(429);
    expect((await attempt('192.0.2.11')).statusCode).toBe(403);
  });
});

describe('forgot-password requests', () => {
  it('allows five an hour per e-mail', async () => {
    for (let i = 0; i < 5; i += 1) expect((await forgot('Limited@example.org')).statusCode).toBe(400);
    expectRateLimited(await forgot('limited@example.org'), 60 * 60);
    expect((await forgot('other@example.org')).statusCode).toBe(400);
    clock.advanceBy(60 * MINUTE);
    expect((await forgot('limited@example.org')).statusCode).toBe(400);
  });

  it('allows twenty an hour per client address, whatever the e-mails', async () => {
    const ip = newAddress();
    for (let i = 0; i < 20; i += 1) expect((await forgot(`asker${i}@example.org`, ip)).statusCode).toBe(400);
    expectRateLimited(await forgot('asker-more@example.org', ip), 60 * 60);
    expect((await forgot('asker-more@example.org', newAddress())).statusCode).toBe(400);
    clock.advanceBy(60 * MINUTE);
    expect((await forgot('asker-more@example.org', ip)).statusCode).toBe(400);
  });
});

describe('changing the own password', () => {
  it('refuses a sixth check of the current password within 15 minutes, even the right one', async () => {
    const me = await t.signedIn('Volunteer');
    for (let i = 0; i < 5; i += 1) expect((await changePassword(me, 'Wrong!pass1')).statusCode).toBe(400);
    clock.advanceBy(5 * MINUTE);
    expectRateLimited(await changePassword(me, TEST_PASSWORD), 10 * 60);
    clock.advanceBy(10 * MINUTE);
    expect((await changePassword(me, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts parallel guesses one by one', async () => {
    const me = await t.signedIn('Volunteer');
    const answers = await Promise.all(Array.from({ length: 12 }, () => changePassword(me, 'Wrong!pass1')));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('starts counting again after a successful change', async () => {
    const me = await t.signedIn('Volunteer');
    for (let i = 0; i < 4; i += 1) await changePassword(me, 'Wrong!pass1');
    expect((await changePassword(me, TEST_PASSWORD)).statusCode).toBe(200);
    const token = await t.signIn(me.email, 'New!pass22');
    const again = { id: me.id, headers: { authorization: token } };
    for (let i = 0; i < 5; i += 1) expect((await changePassword(again, 'Wrong!pass1')).statusCode).toBe(400);
    expect((await changePassword(again, 'Wrong!pass1')).statusCode).toBe(429);
  });
});

describe('invitations per e-mail', () => {
  it('allows ten a day, counting links sent again', async () => {
    const admin = await t.signedIn('Administrator');
    const invite = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/getInitialSetuptoken',
        headers: admin.headers,
        payload: { email: 'popular@example.org', weeklyCommittedHours: 10 },
      });
    for (let i = 0; i < 9; i += 1) expect((await invite()).statusCode).toBe(200);
    const [open] = (
      await t.app.inject({ method: 'GET', url: '/api/getSetupInvitation', headers: admin.headers })
    ).json<{ _id: string; email: string }[]>();
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/refreshSetupInvitationToken',
      headers: admin.headers,
      payload: { _id: open!._id },
    });
    expect(refresh.statusCode).toBe(200);
    expectRateLimited(await invite(), 24 * 60 * 60);
    clock.advanceBy(24 * 60 * MINUTE);
    expect((await invite()).statusCode).toBe(200);
  });
});
