import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, TEST_PASSWORD } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { auditEvents } from '../audit/audit.table.js';
import { twoFactorChallenges, twoFactorSecrets } from './twoFactor.table.js';
import { totpAt, totpStep } from './totp.js';

const clock = fixedClock('2026-03-02T17:00:05Z');
const t = await createTestApp({ clock });

let addresses = 0;
/** A client address of its own, so one test's counts stay out of another's. */
const newAddress = () => `203.0.113.${(addresses += 1)}`;

type Caller = { id: string; email: string; headers: Record<string, string> };

const login = (email: string, remoteAddress: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
const secondStep = (challenge: string, code: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/2fa', payload: { challenge, code }, remoteAddress });

const now = () => totpStep(clock.now());
/** The code of the step `offset` steps from now, computed from the secret the set-up answered. */
const codeAt = (secret: string, offset = 0) => totpAt(secret, now() + offset);

/** Sets the factor up and turns it on for the caller, with the code of the step before now. */
async function turnOn(user: Caller) {
  const setup = await t.call(user, 'POST', '/api/auth/2fa/setup');
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await t.call(user, 'POST', '/api/auth/2fa/enable', { code: codeAt(secret, -1) });
  expect(enable.statusCode).toBe(200);
  return { secret, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The password step of a person whose factor is on: the challenge. */
async function challengeOf(email: string, address: string) {
  const res = await login(email, address);
  expect(res.statusCode).toBe(200);
  const body = res.json<{ twoFactorRequired: true; challenge: string }>();
  expect(Object.keys(body)).toEqual(['twoFactorRequired', 'challenge']);
  expect(body.twoFactorRequired).toBe(true);
  return body.challenge;
}

const auditOf = (userId: string, type: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.userId, userId), eq(auditEvents.type, type)))
    .orderBy(desc(auditEvents.at));

describe('setting up the second factor', () => {
  it('gives a 160-bit base32 secret, stored encrypted, and turns on only with a right code', async () => {
    const user = await t.signedIn('Volunteer');
    const first = await t.call(user, 'POST', '/api/auth/2fa/setup');
    expect(first.statusCode).toBe(200);
    const { secret, otpauthUrl } = first.json<{ secret: string; otpauthUrl: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain(encodeURIComponent(user.email));
    // Calling again replaces the set-up not yet on.
    const again = (await t.call(user, 'POST', '/api/auth/2fa/setup')).json<{ secret: string }>().secret;
    expect(again).not.toBe(secret);
    const [row] = await t.database.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, user.id));
    expect(row!.secretEncrypted).not.toContain(again);
    expect(row!.enabledAt).toBeNull();

    const wrong = await t.call(user, 'POST', '/api/auth/2fa/enable', { code: codeAt(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' });
    expect((await t.call(user, 'GET', '/api/auth/2fa')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      requiredByPolicy: false,
    });

    const right = await t.call(user, 'POST', '/api/auth/2fa/enable', { code: codeAt(again) });
    expect(right.statusCode).toBe(200);
    const { recoveryCodes } = right.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await t.call(user, 'GET', '/api/auth/2fa')).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      requiredByPolicy: false,
    });
    expect((await t.call(user, 'POST', '/api/auth/2fa/setup')).statusCode).toBe(409);
    expect((await t.call(user, 'POST', '/api/auth/2fa/enable', { code: codeAt(again) })).statusCode).toBe(
      409,
    );
    expect(await auditOf(user.id, '2fa.enabled')).toHaveLength(1);
  });

  it('refuses to turn on what was never set up, and a code that is not digits', async () => {
    const user = await t.signedIn('Volunteer');
    expect((await t.call(user, 'POST', '/api/auth/2fa/enable', { code: '123456' })).statusCode).toBe(400);
    await t.call(user, 'POST', '/api/auth/2fa/setup');
    for (const code of ['', 'x'.repeat(33)])
      expect((await t.call(user, 'POST', '/api/auth/2fa/enable', { code })).statusCode).toBe(400);
  });
});

describe('signing in with the second factor', () => {
  it('asks for a code after the password, accepts the step before and after, refuses a replay and two steps off', async () => {
    const user = await t.signedIn('Volunteer');
    const { secret } = await turnOn(user);
    const address = newAddress();

    // The code that turned it on is spent.
    let challenge = await challengeOf(user.email, address);
    const replay = await secondStep(challenge, codeAt(secret, -1), address);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_REJECTED' });
    expect((await secondStep(challenge, codeAt(secret, 2), address)).statusCode).toBe(401);

    const next = await secondStep(challenge, codeAt(secret, 1), address);
    expect(next.statusCode).toBe(200);
    const { token } = next.json<{ token: string }>();
    expect((await t.call({ headers: { authorization: token } }, 'GET', '/api/auth/2fa')).statusCode).toBe(
      200,
    );
    // A used challenge is dead.
    expect((await secondStep(challenge, codeAt(secret, 1), address)).json()).toMatchObject({
      code: 'TWO_FACTOR_CHALLENGE_DEAD',
    });

    clock.advanceBy(4 * 30_000);
    challenge = await challengeOf(user.email, address);
    expect((await secondStep(challenge, codeAt(secret, -2), address)).statusCode).toBe(401);
    expect((await secondStep(challenge, codeAt(secret, -1), address)).statusCode).toBe(200);
    challenge = await challengeOf(user.email, address);
    expect((await secondStep(challenge, codeAt(secret, -1), address)).statusCode).toBe(401);
    expect((await secondStep(challenge, codeAt(secret), address)).statusCode).toBe(200);

    const successes = await auditOf(user.id, 'sign_in.success');
    expect(successes.map((e) => e.detail)).toContainEqual({ secondFactor: true });
    const failures = await auditOf(user.id, 'sign_in.failure');
    expect(failures.map((e) => e.detail)).toContainEqual({ reason: 'wrong_code' });
    expect(failures.map((e) => e.detail)).toContainEqual({ reason: 'dead_challenge' });
    expect(failures[0]!.address).toBe(address);
  });

  it('takes a recovery code once', async () => {
    const user = await t.signedIn('Volunteer');
    const { recoveryCodes } = await turnOn(user);
    const address = newAddress();
    const code = recoveryCodes[3]!;
    expect(
      (await secondStep(await challengeOf(user.email, address), code.toUpperCase(), address)).statusCode,
    ).toBe(200);
    expect((await t.call(user, 'GET', '/api/auth/2fa')).json()).toMatchObject({ recoveryCodesLeft: 9 });
    expect((await secondStep(await challengeOf(user.email, address), code, address)).statusCode).toBe(401);
  });

  it('kills the challenge after five wrong codes, and the wrong codes count toward the sign-in limits', async () => {
    const user = await t.signedIn('Volunteer');
    const { secret } = await turnOn(user);
    const address = newAddress();
    const challenge = await challengeOf(user.email, address);
    for (let i = 0; i < 5; i += 1)
      expect((await secondStep(challenge, i % 2 ? '000000' : 'aaaa-bbbb-cccc', address)).statusCode).toBe(
        401,
      );
    // The wrong codes filled the address's count of this e-mail's failures: the password step is refused.
    expect((await login(user.email, address)).statusCode).toBe(429);
    // From elsewhere, the right code no longer opens the dead challenge.
    const dead = await secondStep(challenge, codeAt(secret), newAddress());
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toMatchObject({ code: 'TWO_FACTOR_CHALLENGE_DEAD' });
    // A fresh challenge from another address still works.
    const other = newAddress();
    expect((await secondStep(await challengeOf(user.email, other), codeAt(secret), other)).statusCode).toBe(
      200,
    );
  });

  it('keeps the challenge hashed, and lets it die after five minutes', async () => {
    const user = await t.signedIn('Volunteer');
    const { secret } = await turnOn(user);
    const address = newAddress();
    const challenge = await challengeOf(user.email, address);
    const rows = await t.database.db
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.challengeHash).not.toContain(challenge);
    clock.advanceBy(5 * 60_000 + 1000);
    const late = await secondStep(challenge, codeAt(secret), address);
    expect(late.json()).toMatchObject({ code: 'TWO_FACTOR_CHALLENGE_DEAD' });
  });

  it('refuses a challenge it never gave', async () => {
    const res = await secondStep('no-such-challenge', '123456', newAddress());
    expect(res.statusCode).toBe(401);
  });

  it('leaves the answer of an account without a second factor as it was, and audits sign-ins', async () => {
    const user = await t.createUser({ role: 'Volunteer' });
    const address = newAddress();
    const res = await login(user.email, address);
    expect(Object.keys(res.json())).toEqual(['token']);
    expect((await auditOf(user.id, 'sign_in.success'))[0]).toMatchObject({ address, actorId: user.id });
    expect((await login(user.email, address, 'Wrong!pass1')).statusCode).toBe(404);
    expect((await auditOf(user.id, 'sign_in.failure'))[0]!.detail).toEqual({ reason: 'wrong_password' });
    const nobody = 'nobody-2fa@example.org';
    expect((await login(nobody, address)).statusCode).toBe(403);
    const [unknown] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'sign_in.failure'))
      .orderBy(desc(auditEvents.at));
    expect(unknown).toMatchObject({ userId: null, detail: { reason: 'unknown_email', email: nobody } });
  });
});

describe('turning the second factor off', () => {
  it('needs the password and a code', async () => {
    const user = await t.signedIn('Volunteer');
    const { secret } = await turnOn(user);
    const disable = (password: string, code: string) =>
      t.call(user, 'POST', '/api/auth/2fa/disable', { password, code });
    const wrongPassword = await disable('Wrong!pass1', codeAt(secret));
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ code: 'INCORRECT_PASSWORD' });
    const wrongCode = await disable(TEST_PASSWORD, codeAt(secret, -1));
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' });
    expect((await t.call(user, 'GET', '/api/auth/2fa')).json()).toMatchObject({ enabled: true });

    expect((await disable(TEST_PASSWORD, codeAt(secret))).statusCode).toBe(200);
    expect((await t.call(user, 'GET', '/api/auth/2fa')).json()).toMatchObject({ enabled: false });
    expect(await auditOf(user.id, '2fa.disabled')).toHaveLength(1);
    expect(Object.keys((await login(user.email, newAddress())).json())).toEqual(['token']);
    expect((await disable(TEST_PASSWORD, codeAt(secret))).statusCode).toBe(400);
  });
});

describe("an administrator's reset", () => {
  it('removes the factor, is audited and e-mailed; others are refused', async () => {
    const admin = await t.signedIn('Administrator');
    const volunteer = await t.signedIn('Volunteer');
    const user = await t.signedIn('Volunteer');
    await turnOn(user);
    const url = `/api/auth/2fa/users/${user.id}`;
    expect((await t.call(volunteer, 'DELETE', url)).statusCode).toBe(403);
    expect((await t.call(admin, 'DELETE', '/api/auth/2fa/users/not-an-id')).statusCode).toBe(404);
    expect((await t.call(admin, 'DELETE', `/api/auth/2fa/users/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );

    expect((await t.call(admin, 'DELETE', url)).statusCode).toBe(200);
    expect((await t.call(user, 'GET', '/api/auth/2fa')).json()).toMatchObject({ enabled: false });
    expect(await auditOf(user.id, '2fa.reset')).toMatchObject([{ actorId: admin.id }]);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, [user.email]));
    expect(mails.map((m) => m.subject)).toContain('Your two-step sign-in was reset');
    expect((await t.call(admin, 'DELETE', url)).statusCode).toBe(400);
  });

  it('does not let an administrator reset an Owner', async () => {
    const admin = await t.signedIn('Administrator');
    const owner = await t.signedIn('Owner');
    await turnOn(owner);
    expect((await t.call(admin, 'DELETE', `/api/auth/2fa/users/${owner.id}`)).statusCode).toBe(403);
  });
});

describe("the Owner's policy", () => {
  it('is the Owner’s alone, names known roles, and sends that role’s people to the set-up', async () => {
    const owner = await t.signedIn('Owner');
    const admin = await t.signedIn('Administrator');
    const role = await t.call(owner, 'POST', '/api/roles', {
      roleName: 'Security Test Role',
      permissions: [],
    });
    expect(role.statusCode).toBe(201);
    const openBefore = await t.signedIn('Security Test Role' as never);

    expect((await t.call(admin, 'GET', '/api/auth/2fa/policy')).statusCode).toBe(403);
    expect((await t.call(admin, 'PUT', '/api/auth/2fa/policy', { requiredRoles: [] })).statusCode).toBe(403);
    const unknown = await t.call(owner, 'PUT', '/api/auth/2fa/policy', { requiredRoles: ['Nobody Role'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_ROLE' });
    const set = await t.call(owner, 'PUT', '/api/auth/2fa/policy', { requiredRoles: ['Security Test Role'] });
    expect(set.json()).toEqual({ requiredRoles: ['Security Test Role'] });
    expect((await t.call(owner, 'GET', '/api/auth/2fa/policy')).json()).toEqual({
      requiredRoles: ['Security Test Role'],
    });

    // An open session is not cut.
    expect((await t.call(openBefore, 'GET', `/api/refreshToken/${openBefore.id}`)).statusCode).toBe(200);

    const address = newAddress();
    const signIn = await login(openBefore.email, address);
    const body = signIn.json<{ twoFactorSetupRequired: true; token: string }>();
    expect(Object.keys(body)).toEqual(['twoFactorSetupRequired', 'token']);
    expect(body.twoFactorSetupRequired).toBe(true);
    const setupOnly = { headers: { authorization: body.token } };
    expect((await t.call(setupOnly, 'GET', `/api/refreshToken/${openBefore.id}`)).statusCode).toBe(403);
    expect(
      (await t.call(setupOnly, 'POST', '/api/auth/2fa/disable', { password: 'x', code: '1' })).statusCode,
    ).toBe(403);
    expect((await t.call(setupOnly, 'GET', '/api/auth/2fa')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      requiredByPolicy: true,
    });
    const { secret } = (await t.call(setupOnly, 'POST', '/api/auth/2fa/setup')).json<{ secret: string }>();
    expect(
      (await t.call(setupOnly, 'POST', '/api/auth/2fa/enable', { code: codeAt(secret) })).statusCode,
    ).toBe(200);
    expect((await t.call(setupOnly, 'POST', '/api/logout')).statusCode).toBe(200);

    const challenge = await challengeOf(openBefore.email, address);
    expect((await secondStep(challenge, codeAt(secret, 1), address)).statusCode).toBe(200);

    expect((await t.call(owner, 'PUT', '/api/auth/2fa/policy', { requiredRoles: [] })).statusCode).toBe(200);
  });
});
