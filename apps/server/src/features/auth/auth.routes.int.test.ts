import { limitMessages } from '@hgn/domain/limits';
import { authMessages, passwordMessages } from '@hgn/domain/messages';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../../../test/app.js';
import { users } from '../users/users.table.js';

const { app, createUser, signIn, signedIn, database } = await createTestApp();

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('signing in', () => {
  it('returns a signed token with the claims the client reads', async () => {
    const user = await createUser({ role: 'Manager', firstName: 'Zoë', lastName: 'Kowalski' });
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json<{ token: string }>().token);
    expect(claims).toMatchObject({ userid: user.id, role: 'Manager', firstName: 'Zoë', email: user.email });
    expect(claims.permissions).toMatchObject({ frontPermissions: [], removedDefaultPermissions: [] });
    expect(claims.access).toEqual({
      canAccessBMPortal: false,
      canAccessCPPortal: false,
      canAccessGEPortal: false,
    });
    expect(typeof claims.exp).toBe('number');
    expect(Date.parse(String(claims.expiryTimestamp)) - Date.now()).toBeGreaterThan(9.9 * 86_400_000);
  });

  it('says which field is wrong in the original words', async () => {
    const user = await createUser();
    const unknown = await login('nobody@example.org', TEST_PASSWORD);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ message: authMessages.usernameNotFound, code: 'USERNAME_NOT_FOUND' });
    const wrong = await login(user.email, 'Wrong!pass1');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: authMessages.invalidPassword, code: 'INVALID_PASSWORD' });
    const missing = await app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: authMessages.invalidRequest, field: 'password' });
  });

  it('refuses an e-mail or password longer than any account can have, before looking anything up', async () => {
    const user = await createUser();
    const longEmail = await login(`${'x'.repeat(300)}@example.org`, TEST_PASSWORD);
    expect(longEmail.statusCode).toBe(400);
    expect(longEmail.json()).toMatchObject({ field: 'email', message: limitMessages.tooLong(254) });
    const longPassword = await login(user.email, 'x'.repeat(100_000));
    expect(longPassword.statusCode).toBe(400);
    expect(longPassword.json()).toMatchObject({ field: 'password', message: limitMessages.tooLong(128) });
  });

  it('refuses an inactive account with the original message', async () => {
    const user = await createUser({ isActive: false });
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: authMessages.accountInactive });
  });

  it('sends a user whose password was issued by someone else to the forced change', async () => {
    const user = await createUser({ mustChangePassword: true });
    const res = await login(user.email, TEST_PASSWORD);
    const body = res.json<{ new: boolean; userId: string; resetToken: string }>();
    expect(body).toMatchObject({ new: true, userId: user.id });
    expect(body.resetToken).toMatch(/^[\w-]{43}$/);
  });

  it('never returns a password hash', async () => {
    const user = await createUser();
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });
});

describe('a session', () => {
  it('ends at sign-out: the token then gets 401', async () => {
    const { headers } = await signedIn();
    expect((await app.inject({ method: 'GET', url: '/api/roles', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/roles', headers })).statusCode).toBe(401);
  });

  it('ends when the user is deactivated', async () => {
    const { id, headers } = await signedIn();
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    expect((await app.inject({ method: 'GET', url: '/api/roles', headers })).statusCode).toBe(401);
  });

  it('is refreshed only for the caller', async () => {
    const me = await signedIn();
    const other = await createUser();
    const own = await app.inject({ method: 'GET', url: `/api/refreshToken/${me.id}`, headers: me.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveProperty('refreshToken');
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/refreshToken/${other.id}`,
      headers: me.headers,
    });
    expect(theirs.statusCode).toBe(403);
  });
});

describe('changing the own password', () => {
  it('checks the current password, then ends every session', async () => {
    const me = await signedIn();
    const url = `/api/userProfile/${me.id}/updatePassword`;
    const wrong = await app.inject({
      method: 'PATCH',
      url,
      headers: me.headers,
      payload: { currentpassword: 'Nope!pass1', newpassword: 'New!pass22', confirmnewpassword: 'New!pass22' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: passwordMessages.incorrectCurrent,
      field: 'currentpassword',
    });

    const ok = await app.inject({
      method: 'PATCH',
      url,
      headers: me.headers,
      payload: {
        currentpassword: TEST_PASSWORD,
        newpassword: 'New!pass22',
        confirmnewpassword: 'New!pass22',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: passwordMessages.updated });
    expect((await app.inject({ method: 'GET', url: '/api/roles', headers: me.headers })).statusCode).toBe(
      401,
    );
    await expect(signIn(me.email, 'New!pass22')).resolves.toBeTruthy();
  });

  it('refuses a password longer than the rules allow in any of the three fields', async () => {
    const me = await signedIn();
    const long = 'Aa1!'.repeat(40);
    for (const field of ['currentpassword', 'newpassword', 'confirmnewpassword']) {
      const payload = {
        currentpassword: TEST_PASSWORD,
        newpassword: 'New!pass22',
        confirmnewpassword: 'New!pass22',
      };
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/userProfile/${me.id}/updatePassword`,
        headers: me.headers,
        payload: { ...payload, [field]: long },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field, message: limitMessages.tooLong(128) });
    }
  });

  it('refuses to change someone else’s password', async () => {
    const me = await signedIn();
    const other = await createUser();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/userProfile/${other.id}/updatePassword`,
      headers: me.headers,
      payload: {
        currentpassword: TEST_PASSWORD,
        newpassword: 'New!pass22',
        confirmnewpassword: 'New!pass22',
      },
    });
    expect(res.statusCode).toBe(403);
  });
});
