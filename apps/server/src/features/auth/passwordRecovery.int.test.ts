import { forgotPasswordMessages, passwordMessages } from '@hgn/domain/messages';
import { formatUSDateTimePT } from '@hgn/domain/time';
import { desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, TEST_PASSWORD } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { users } from '../users/users.table.js';

const MINUTE = 60_000;
const clock = fixedClock(Date.now());
const t = await createTestApp({ clock, config: { organisationInbox: 'org-inbox@example.org' } });
const db = t.database.db;

let address = 0;
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: `192.0.2.${(address += 1) % 250}`,
  });

const forcePassword = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/forcepassword', payload });

const forgot = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/forgotpassword', payload });

const isSignedIn = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/roles', headers: { authorization: token } })).statusCode ===
  200;

async function newUserAnswer(email: string, password = TEST_PASSWORD) {
  const res = await login(email, password);
  expect(res.statusCode).toBe(200);
  const body = res.json<{ new: true; userId: string; resetToken: string }>();
  expect(Object.keys(body).sort()).toEqual(['new', 'resetToken', 'userId']);
  expect(body.new).toBe(true);
  return body;
}

const outboxFor = (email: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, [email]))
    .orderBy(desc(emailOutbox.createdAt));

async function temporaryPasswordOf(email: string) {
  const [message] = await outboxFor(email);
  expect(message?.subject).toBe('Account Password change');
  const password = /temporary password: (\S+)/.exec(message?.text ?? '')?.[1];
  expect(password).toBeDefined();
  return password!;
}

describe('the forced password change', () => {
  it('needs the reset token of the latest sign-in; the token works once', async () => {
    const user = await t.createUser({ mustChangePassword: true });
    const other = await t.createUser({ mustChangePassword: true });
    const { resetToken: othersToken } = await newUserAnswer(other.email);
    const { userId, resetToken } = await newUserAnswer(user.email);
    expect(userId).toBe(user.id);

    for (const token of ['not-the-token', othersToken]) {
      const refused = await forcePassword({ userId, newpassword: 'Brand!new1', resetToken: token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'INVALID_RESET_TOKEN',
        error: passwordMessages.resetTokenInvalid,
      });
    }
    const missing = await forcePassword({ userId, newpassword: 'Brand!new1' });
    expect(missing.statusCode).toBe(400);

    const ok = await forcePassword({ userId, newpassword: 'Brandnew1', resetToken });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: passwordMessages.forcedResetDone });
    expect((await forcePassword({ userId, newpassword: 'Another1x', resetToken })).statusCode).toBe(403);

    const [row] = await db
      .select({ mustChangePassword: users.mustChangePassword })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.mustChangePassword).toBe(false);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(404);
    expect((await login(user.email, 'Brandnew1')).json()).toHaveProperty('token');
  });

  it('expires 15 minutes after the sign-in', async () => {
    const user = await t.createUser({ mustChangePassword: true });
    const { userId, resetToken } = await newUserAnswer(user.email);
    clock.advanceBy(15 * MINUTE + 1000);
    expect((await forcePassword({ userId, newpassword: 'Brand!new1', resetToken })).statusCode).toBe(403);
    const again = await newUserAnswer(user.email);
    expect(
      (await forcePassword({ userId, newpassword: 'Brand!new1', resetToken: again.resetToken })).statusCode,
    ).toBe(200);
  });

  it('keeps the original answers for a bad id, an unknown user, a weak password and the same password', async () => {
    const badId = await forcePassword({ userId: 'abc', newpassword: 'Brand!new1', resetToken: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ error: passwordMessages.badRequest, code: 'BAD_REQUEST' });
    expect(
      (await forcePassword({ userId: randomUUID(), newpassword: 'Brand!new1', resetToken: 'x' })).statusCode,
    ).toBe(404);

    const user = await t.createUser({ mustChangePassword: true });
    const { userId, resetToken } = await newUserAnswer(user.email);
    const weak = await forcePassword({ userId, newpassword: 'alllowercase', resetToken });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: passwordMessages.forcedChangeRule, field: 'newpassword' });
    const same = await forcePassword({ userId, newpassword: TEST_PASSWORD, resetToken });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      error: passwordMessages.defaultPasswordReused,
      code: 'DEFAULT_PASSWORD_REUSED',
    });
  });
});

describe('forgot password', () => {
  it('answers only an exact match of e-mail, first and last name', async () => {
    const user = await t.createUser({ firstName: 'Annabel', lastName: 'Lee' });
    for (const attempt of [
      { email: user.email.slice(1), firstName: 'Annabel', lastName: 'Lee' },
      { email: user.email, firstName: 'Anna', lastName: 'Lee' },
      { email: user.email, firstName: 'Annabel', lastName: 'Le' },
      { email: user.email, firstName: 'Annabel.*', lastName: 'Lee' },
    ]) {
      const res = await forgot(attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: forgotPasswordMessages.noValidUser, code: 'NO_VALID_USER' });
    }
    expect(await outboxFor(user.email)).toEqual([]);

    const res = await forgot({
      email: ` ${user.email.toUpperCase()} `,
      firstName: ' annabel',
      lastName: 'LEE ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: forgotPasswordMessages.generated });
  });

  it('e-mails a temporary password that leads once to the forced change; the old password keeps working', async () => {
    const user = await t.createUser({ firstName: 'Temp', lastName: 'Tester' });
    const session = await t.signIn(user.email);
    expect((await forgot({ email: user.email, firstName: 'Temp', lastName: 'Tester' })).statusCode).toBe(200);
    const temporary = await temporaryPasswordOf(user.email);

    expect((await login(user.email, TEST_PASSWORD)).json()).toHaveProperty('token');
    const { userId, resetToken } = await newUserAnswer(user.email, temporary);
    expect((await login(user.email, temporary)).statusCode).toBe(404);

    expect((await forcePassword({ userId, newpassword: 'Chosen!pass1', resetToken })).statusCode).toBe(200);
    expect(await isSignedIn(session)).toBe(false);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(404);
    expect((await login(user.email, 'Chosen!pass1')).json()).toHaveProperty('token');
  });

  it('lets a temporary password lapse after 24 hours, and only the newest one counts', async () => {
    const user = await t.createUser({ firstName: 'Slow', lastName: 'Reader' });
    const identity = { email: user.email, firstName: 'Slow', lastName: 'Reader' };
    await forgot(identity);
    const first = await temporaryPasswordOf(user.email);
    clock.advanceBy(MINUTE);
    await forgot(identity);
    const second = await temporaryPasswordOf(user.email);
    expect(second).not.toBe(first);
    expect((await login(user.email, first)).statusCode).toBe(404);
    clock.advanceBy(24 * 60 * MINUTE);
    expect((await login(user.email, second)).statusCode).toBe(404);
  });
});

describe("an administrator's password reset", () => {
  const reset = (
    headers: Record<string, string>,
    userId: string,
    newpassword = 'OneTime1x',
    confirmnewpassword = newpassword,
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/userProfile/${userId}/resetPassword`,
      headers,
      payload: { newpassword, confirmnewpassword },
    });
  const passwordHashOf = async (id: string) =>
    (await db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.h;
  const orgNotices = async () => (await outboxFor('org-inbox@example.org')).map((m) => m.subject);

  it('needs resetPassword and changes nothing without it', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const target = await t.createUser();
    const before = await passwordHashOf(target.id);
    const res = await reset(volunteer.headers, target.id);
    expect(res.statusCode).toBe(403);
    expect(await passwordHashOf(target.id)).toBe(before);
  });

  it('sets a one-time password: sessions end and the next sign-in leads to the forced change', async () => {
    const admin = await t.signedIn('Administrator');
    const target = await t.signedIn('Volunteer');
    const res = await reset(admin.headers, target.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: passwordMessages.adminResetDone });
    expect(await isSignedIn(target.token)).toBe(false);
    const { resetToken } = await newUserAnswer(target.email, 'OneTime1x');
    expect(
      (await forcePassword({ userId: target.id, newpassword: 'Mine!pass1', resetToken })).statusCode,
    ).toBe(200);
    expect(await orgNotices()).toEqual([]);
  });

  it('checks the confirmation and the password rule', async () => {
    const admin = await t.signedIn('Administrator');
    const target = await t.createUser();
    const differ = await reset(admin.headers, target.id, 'OneTime1x', 'OneTime1y');
    expect(differ.statusCode).toBe(400);
    expect(differ.json()).toMatchObject({ error: passwordMessages.newAndConfirmDiffer });
    expect((await reset(admin.headers, target.id, 'short')).statusCode).toBe(400);
    expect((await reset(admin.headers, 'not-an-id')).json()).toEqual({
      error: passwordMessages.badRequest,
      code: 'BAD_REQUEST',
    });
    expect((await reset(admin.headers, randomUUID())).statusCode).toBe(404);
  });

  it('leaves Owners to those with addDeleteEditOwners and protected accounts to Owners, and tells the organisation', async () => {
    const admin = await t.signedIn('Administrator');
    const owner = await t.signedIn('Owner');
    const ownerTarget = await t.createUser({ role: 'Owner', firstName: 'Olive', lastName: 'Owner' });
    const protectedTarget = await t.createUser({ isProtected: true });
    const adminTarget = await t.createUser({ role: 'Administrator', firstName: 'Ada', lastName: 'Admin' });

    const ownerByAdmin = await reset(admin.headers, ownerTarget.id);
    expect(ownerByAdmin.statusCode).toBe(403);
    expect(ownerByAdmin.json()).toMatchObject({ error: passwordMessages.notYourPassword });
    const protectedByAdmin = await reset(admin.headers, protectedTarget.id);
    expect(protectedByAdmin.statusCode).toBe(403);
    expect(protectedByAdmin.json()).toMatchObject({ error: passwordMessages.protectedAccount });
    expect(await orgNotices()).toEqual([]);

    expect((await reset(owner.headers, ownerTarget.id)).statusCode).toBe(200);
    expect((await reset(owner.headers, protectedTarget.id)).statusCode).toBe(200);
    expect((await reset(admin.headers, adminTarget.id)).statusCode).toBe(200);
    expect((await orgNotices()).sort()).toEqual([
      'Password reset for the Administrator Ada Admin',
      'Password reset for the Owner Olive Owner',
    ]);
    const [notice] = await outboxFor('org-inbox@example.org');
    expect(notice?.text).toContain(`on ${formatUSDateTimePT(clock.now())} by user`);
  });
});
