import { fixedClock } from '@hgn/domain/time';
import { desc, eq } from 'drizzle-orm';
import { base64url, decodeJwt, SignJWT } from 'jose';
import { createHash, randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig, TEST_PASSWORD } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import { buildApp } from '../../app.js';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { users } from '../users/users.table.js';

// The whole app with a real logger, so the test can read every line it writes.
const logLines: string[] = [];
const jwtSecret = randomBytes(32).toString('hex');
const clock = fixedClock(Date.now());
const database = await createTestDatabase();
const { app, services } = await buildApp({
  config: testConfig({ jwtSecret, organisationInbox: 'org-inbox@example.org' }),
  database,
  clock,
  logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }),
});
await services.permissions.syncDefaultRoles();
await app.ready();
afterAll(() => app.close());

const db = database.db;
const passwordHash = await hashPassword(TEST_PASSWORD);
const [admin, member] = await db
  .insert(users)
  .values([
    { email: 'admin@example.org', firstName: 'Ada', lastName: 'Admin', role: 'Administrator', passwordHash },
    { email: 'member@example.org', firstName: 'Max', lastName: 'Member', passwordHash },
  ])
  .returning();

const responses: string[] = [];
async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token?: string) {
  const res = await app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
  responses.push(res.body);
  return res;
}
const newestMailTo = async (email: string) =>
  (
    await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, [email]))
      .orderBy(desc(emailOutbox.createdAt))
  )[0]!.text;

describe('tampered tokens', () => {
  it('get 401: another key, alg none, expired, or an unknown session', async () => {
    const { token } = (
      await call('POST', '/api/login', { email: admin!.email, password: TEST_PASSWORD })
    ).json<{ token: string }>();
    const claims = decodeJwt(token);
    const roles = (authorization: string) =>
      app.inject({ method: 'GET', url: '/api/roles', headers: { authorization } });
    expect((await roles(token)).statusCode).toBe(200);

    const sign = (key: string, exp: number, jti = String(claims.jti)) =>
      new SignJWT({ ...claims, exp: undefined, jti: undefined })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(jti)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(key));
    const inTenDays = Math.floor(Date.now() / 1000) + 864_000;
    const unsigned = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${token.split('.')[1]}.`;

    for (const forged of [
      await sign(randomBytes(32).toString('hex'), inTenDays),
      unsigned,
      await sign(jwtSecret, Math.floor(Date.now() / 1000) - 60),
      await sign(jwtSecret, inTenDays, '00000000-0000-4000-8000-000000000000'),
      `${token.slice(0, -2)}xx`,
    ])
      expect((await roles(forged)).statusCode).toBe(401);
  });
});

describe('secrets', () => {
  it('never appear in a response or a log line, and the security events are logged', async () => {
    const adminToken = (
      await call('POST', '/api/login', { email: admin!.email, password: TEST_PASSWORD })
    ).json<{ token: string }>().token;
    await call('POST', '/api/login', { email: member!.email, password: 'Wrong!pass1' });

    await call('POST', '/api/forgotpassword', { email: member!.email, firstName: 'Max', lastName: 'Member' });
    const temporary = /temporary password: (\S+)/.exec(await newestMailTo(member!.email))![1]!;
    const signInWithTemporary = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member!.email, password: temporary },
    });
    const { resetToken } = signInWithTemporary.json<{ resetToken: string }>();
    await call('PATCH', '/api/forcepassword', {
      userId: member!.id,
      newpassword: 'Chosen!pass9',
      resetToken,
    });

    await call(
      'POST',
      '/api/getInitialSetuptoken',
      { email: 'invitee@example.org', weeklyCommittedHours: 10 },
      adminToken,
    );
    const inviteToken = /ProfileInitialSetup\/([\w-]+)/.exec(await newestMailTo('invitee@example.org'))![1]!;
    await call('POST', '/api/validateToken', { token: inviteToken });
    await call('GET', '/api/getSetupInvitation', undefined, adminToken);
    const setup = await call('POST', '/api/ProfileInitialSetup', {
      token: inviteToken,
      firstName: 'Ivy',
      lastName: 'Invitee',
      password: 'Setup!pass7',
      phoneNumber: '5550101234',
      jobTitle: 'Tester',
      collaborationPreference: 'Zoom',
      timeZone: 'America/Chicago',
      location: { userProvided: 'Chicago' },
    });
    expect(setup.statusCode).toBe(200);
    await call(
      'PATCH',
      `/api/userProfile/${member!.id}/resetPassword`,
      { newpassword: 'OneTime7x', confirmnewpassword: 'OneTime7x' },
      adminToken,
    );
    for (let i = 0; i < 6; i += 1)
      await call('POST', '/api/login', { email: 'nobody@example.org', password: 'Guess!pass1' });

    const secrets = [
      TEST_PASSWORD,
      'Wrong!pass1',
      'Guess!pass1',
      temporary,
      'Chosen!pass9',
      'Setup!pass7',
      'OneTime7x',
      inviteToken,
      createHash('sha256').update(inviteToken).digest('hex'),
      '$argon2',
      passwordHash,
    ];
    for (const body of responses) for (const secret of secrets) expect(body).not.toContain(secret);
    expect(responses.some((body) => body.includes(resetToken))).toBe(false);

    const log = logLines.join('\n');
    for (const secret of [...secrets, resetToken, adminToken, setup.json<{ token: string }>().token])
      expect(log).not.toContain(secret);
    const events = new Set(
      logLines.map((line) => (JSON.parse(line) as { event?: string }).event).filter(Boolean),
    );
    for (const event of [
      'security.sign_in',
      'security.sign_in_failed',
      'security.temporary_password_sent',
      'security.sign_in_password_change_required',
      'security.password_changed',
      'security.invitation_sent',
      'security.account_created',
      'security.password_reset',
      'security.rate_limited',
    ])
      expect(events).toContain(event);
  });
});
