import { authMessages } from '@hgn/domain/messages';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../../../test/app.js';
import { sessions } from './auth.table.js';

const { app, database, signedIn, call } = await createTestApp();
const db = database.db;

type Caller = Awaited<ReturnType<typeof signedIn>>;

const openPortal = (caller: { headers: Record<string, string> }, body: object) =>
  call(caller, 'POST', '/api/bm/login', body);
const tokenOf = (res: { json: () => unknown }) => (res.json() as { token: string }).token;
const as = (token: string) => ({ headers: { authorization: token } });
const sessionOf = async (caller: Caller) => {
  const [row] = await db.select().from(sessions).where(eq(sessions.userId, caller.id));
  return row!;
};

/** Another server's commit reaches this one as a notification: the answer changes within a moment. */
async function eventually(status: () => Promise<number>, expected: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await status()) === expected) return;
    await sleep(20);
  }
  throw new Error(`the answer did not become ${expected}`);
}

describe('signing in to the building portal', () => {
  it('answers a new token of the same session with the building flag', async () => {
    const me = await signedIn();
    const res = await openPortal(me, { email: me.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const before = decodeJwt(me.token);
    const after = decodeJwt(tokenOf(res));
    expect(after.jti).toBe(before.jti);
    expect(after.access).toEqual({
      canAccessBMPortal: true,
      canAccessCPPortal: false,
      canAccessGEPortal: false,
    });
    expect(after.expiryTimestamp).toBe(before.expiryTimestamp);
    expect(after).toMatchObject({ userid: me.id, email: me.email, role: 'Volunteer' });
    expect(await sessionOf(me)).toMatchObject({
      id: before.jti,
      canAccessBmPortal: true,
      canAccessCpPortal: false,
      canAccessGePortal: false,
    });
  });

  it('takes the e-mail in any case and with surrounding spaces', async () => {
    const me = await signedIn();
    const res = await openPortal(me, { email: `  ${me.email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('refuses another e-mail with 422 naming the e-mail, and opens nothing', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const res = await openPortal(me, { email: other.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      label: 'email',
      message: 'Email must match current login. Please try again.',
      code: 'PORTAL_EMAIL_MISMATCH',
    });
    expect((await sessionOf(me)).canAccessBmPortal).toBe(false);
    expect((await call(me, 'GET', '/api/bm/projects')).statusCode).toBe(403);
  });

  it('refuses a wrong password with 422 naming the password, and opens nothing', async () => {
    const me = await signedIn();
    const res = await openPortal(me, { email: me.email, password: 'Wrong!pass1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      label: 'password',
      message: authMessages.portalPasswordMismatch,
      code: 'PORTAL_PASSWORD_MISMATCH',
    });
    expect((await sessionOf(me)).canAccessBmPortal).toBe(false);
  });

  it('opens the community or education portal as well when named, keeping the flags held', async () => {
    const me = await signedIn();
    const community = await openPortal(me, { email: me.email, password: TEST_PASSWORD, portal: 'cp' });
    expect(decodeJwt(tokenOf(community)).access).toEqual({
      canAccessBMPortal: true,
      canAccessCPPortal: true,
      canAccessGEPortal: false,
    });
    const education = await openPortal(as(tokenOf(community)), {
      email: me.email,
      password: TEST_PASSWORD,
      portal: 'ep',
    });
    expect(decodeJwt(tokenOf(education)).access).toEqual({
      canAccessBMPortal: true,
      canAccessCPPortal: true,
      canAccessGEPortal: true,
    });
    const building = await openPortal(me, { email: me.email, password: TEST_PASSWORD, portal: 'bm' });
    expect(decodeJwt(tokenOf(building)).access).toEqual({
      canAccessBMPortal: true,
      canAccessCPPortal: true,
      canAccessGEPortal: true,
    });
  });

  it('keeps the flags in the tokens a refresh gives', async () => {
    const me = await signedIn();
    const opened = tokenOf(await openPortal(me, { email: me.email, password: TEST_PASSWORD, portal: 'cp' }));
    const res = await call(as(opened), 'GET', `/api/refreshToken/${me.id}`);
    expect(res.statusCode).toBe(200);
    const refreshed = res.json<{ refreshToken: string }>().refreshToken;
    expect(decodeJwt(refreshed).access).toEqual({
      canAccessBMPortal: true,
      canAccessCPPortal: true,
      canAccessGEPortal: false,
    });
    expect((await call(as(refreshed), 'GET', '/api/bm/projects')).statusCode).toBe(200);
  });

  it('refuses a body without a field, or with fields of the wrong type, naming the field', async () => {
    const me = await signedIn();
    const cases: [object, string][] = [
      [{ password: TEST_PASSWORD }, 'email'],
      [{ email: me.email }, 'password'],
      [{ email: 7, password: TEST_PASSWORD }, 'email'],
      [{ email: me.email, password: ['x'] }, 'password'],
      [{ email: me.email, password: TEST_PASSWORD, portal: 'hq' }, 'portal'],
      [{ email: 'x'.repeat(100_000), password: TEST_PASSWORD }, 'email'],
      [{ email: me.email, password: 'a\u0000b' }, 'password'],
    ];
    for (const [body, field] of cases) {
      const res = await openPortal(me, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
    expect((await sessionOf(me)).canAccessBmPortal).toBe(false);
  });

  it('is refused without a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/bm/login',
      payload: { email: 'a@example.org', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it('counts wrong passwords in the sign-in limit, which then refuses the sign-in itself too', async () => {
    const me = await signedIn();
    for (let n = 0; n < 5; n += 1)
      expect((await openPortal(me, { email: me.email, password: 'Wrong!pass1' })).statusCode).toBe(422);
    const limited = await openPortal(me, { email: me.email, password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: me.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(429);
    expect((await sessionOf(me)).canAccessBmPortal).toBe(false);
  });
});

describe('the callers the server keeps, when a portal opens', () => {
  it('let the new token and the old one of the same session through the guard at once', async () => {
    const me = await signedIn();
    expect((await call(me, 'GET', '/api/bm/projects')).statusCode).toBe(403);
    const opened = tokenOf(await openPortal(me, { email: me.email, password: TEST_PASSWORD }));
    expect((await call(as(opened), 'GET', '/api/bm/projects')).statusCode).toBe(200);
    expect((await call(me, 'GET', '/api/bm/projects')).statusCode).toBe(200);
  });

  it('take a portal opened through another server', async () => {
    const me = await signedIn();
    const read = async () => (await call(me, 'GET', '/api/bm/projects')).statusCode;
    expect(await read()).toBe(403);
    await database.pool.query('update sessions set can_access_bm_portal = true where user_id = $1', [me.id]);
    await eventually(read, 200);
  });
});
