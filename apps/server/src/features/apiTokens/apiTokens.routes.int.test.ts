import type { ApiTokenJson, CreatedApiTokenJson } from '@hgn/domain/apiTokens';
import { apiTokenMessages } from '@hgn/domain/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../../../test/app.js';
import { timerUrl, upgradeStatus } from '../../../test/timerSocket.js';
import { auditEvents } from '../audit/audit.table.js';
import { users } from '../users/users.table.js';
import { apiTokens } from './apiTokens.table.js';

const t = await createTestApp();
const { db } = t.database;
const { call } = t;

type Caller = { headers: Record<string, string> };
type Person = Awaited<ReturnType<typeof t.signedIn>>;

const bearer = (token: string): Caller => ({ headers: { authorization: `Bearer ${token}` } });

async function makeToken(
  owner: Caller,
  body: object = { name: 'CI', access: 'write', expiresInDays: 30 },
): Promise<CreatedApiTokenJson> {
  const res = await call(owner, 'POST', '/api/tokens', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedApiTokenJson>();
}

const listOf = async (owner: Caller) => (await call(owner, 'GET', '/api/tokens')).json<ApiTokenJson[]>();

const eventsOf = (userId: string, type: 'token.created' | 'token.revoked') =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.userId, userId), eq(auditEvents.type, type)));

describe('POST /api/tokens', () => {
  it('makes a token whose secret is shown once, stored only as a digest, and records it', async () => {
    const me = await t.signedIn();
    const res = await call(me, 'POST', '/api/tokens', {
      name: '  Reports  ',
      access: 'read',
      expiresInDays: 7,
    });
    expect(res.statusCode).toBe(201);
    const made = res.json<CreatedApiTokenJson>();
    expect(Object.keys(made).sort()).toEqual(['_id', 'access', 'createdAt', 'expiresAt', 'name', 'token']);
    expect(made).toMatchObject({ name: 'Reports', access: 'read' });
    expect(made.token).toMatch(/^hgn_pat_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(made.expiresAt) - Date.parse(made.createdAt)).toBe(7 * 86_400_000);
    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, made._id));
    expect(row!.tokenHash).not.toContain(made.token);
    expect(res.body).not.toContain(row!.tokenHash);
    const [event] = await eventsOf(me.id, 'token.created');
    expect(event).toMatchObject({
      actorId: me.id,
      userId: me.id,
      detail: { tokenId: made._id, name: 'Reports', access: 'read' },
    });
  });

  it('refuses hostile input with 400 and makes nothing', async () => {
    const me = await t.signedIn();
    const good = { name: 'ok', access: 'read', expiresInDays: 30 };
    const bad: object[] = [
      {},
      { ...good, name: '' },
      { ...good, name: '   ' },
      { ...good, name: 'x'.repeat(101) },
      { ...good, name: 42 },
      { ...good, access: 'admin' },
      { ...good, access: ['read'] },
      { ...good, expiresInDays: 0 },
      { ...good, expiresInDays: 366 },
      { ...good, expiresInDays: 1.5 },
      { ...good, expiresInDays: '30' },
      { ...good, expiresInDays: 1e300 },
      [good],
    ];
    for (const body of bad) {
      const res = await call(me, 'POST', '/api/tokens', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await listOf(me)).toEqual([]);
    expect((await call(me, 'POST', '/api/tokens', { ...good, name: 'x'.repeat(100) })).statusCode).toBe(201);
  });

  it('refuses a 21st live token with 409; revoked and expired ones do not count', async () => {
    const me = await t.signedIn();
    const made = [];
    for (let i = 0; i < 20; i += 1)
      made.push(await makeToken(me, { name: `t${i}`, access: 'read', expiresInDays: 1 }));
    const refused = await call(me, 'POST', '/api/tokens', {
      name: 'one more',
      access: 'read',
      expiresInDays: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_API_TOKENS',
      message: apiTokenMessages.tooMany(20),
    });
    expect((await call(me, 'DELETE', `/api/tokens/${made[0]!._id}`)).statusCode).toBe(200);
    await db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, made[1]!._id));
    await makeToken(me);
    await makeToken(me);
    expect(
      (await call(me, 'POST', '/api/tokens', { name: 'x', access: 'read', expiresInDays: 1 })).statusCode,
    ).toBe(409);
  });

  it('never lets ten concurrent requests take a person past 20 live tokens', async () => {
    const me = await t.signedIn();
    for (let i = 0; i < 15; i += 1) await makeToken(me);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(me, 'POST', '/api/tokens', { name: `race ${i}`, access: 'write', expiresInDays: 5 }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await db.$count(apiTokens, eq(apiTokens.userId, me.id))).toBe(20);
  });
});

describe('GET /api/tokens', () => {
  it("lists the caller's own tokens, newest first, without the secret", async () => {
    const me = await t.signedIn();
    const other = await t.signedIn();
    await makeToken(other);
    const first = await makeToken(me, { name: 'first', access: 'read', expiresInDays: 3 });
    const second = await makeToken(me, { name: 'second', access: 'write', expiresInDays: 3 });
    const res = await call(me, 'GET', '/api/tokens');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('hgn_pat_');
    expect(res.body).not.toMatch(/tokenHash|token_hash/);
    const list = res.json<ApiTokenJson[]>();
    expect(list.map((x) => x._id)).toEqual([second._id, first._id]);
    expect(list[0]).toEqual({
      _id: second._id,
      name: 'second',
      access: 'write',
      createdAt: second.createdAt,
      expiresAt: second.expiresAt,
      lastUsedAt: null,
      revokedAt: null,
      expired: false,
    });
    await db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, first._id));
    expect((await listOf(me)).find((x) => x._id === first._id)?.expired).toBe(true);
  });
});

describe('DELETE /api/tokens/:id', () => {
  it('revokes at once, answers 200 again when already revoked, and records it once', async () => {
    const me = await t.signedIn();
    const made = await makeToken(me);
    expect((await call(bearer(made.token), 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(200);
    const res = await call(me, 'DELETE', `/api/tokens/${made._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiTokenJson>().revokedAt).not.toBeNull();
    expect((await call(bearer(made.token), 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(401);
    const again = await call(me, 'DELETE', `/api/tokens/${made._id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json<ApiTokenJson>().revokedAt).toBe(res.json<ApiTokenJson>().revokedAt);
    const events = await eventsOf(me.id, 'token.revoked');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: me.id,
      detail: { tokenId: made._id, name: 'CI', access: 'write' },
    });
  });

  it("answers 404 for another person's token, an unknown id or a malformed one, and leaves it alone", async () => {
    const me = await t.signedIn();
    const other = await t.signedIn();
    const theirs = await makeToken(other);
    for (const id of [theirs._id, '7b0c5a34-43a8-4a43-9f7e-5d7d0b1e4d11', 'not-an-id', "1' or '1'='1"]) {
      const res = await call(me, 'DELETE', `/api/tokens/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: 'API_TOKEN_NOT_FOUND' });
    }
    expect((await call(bearer(theirs.token), 'GET', `/api/userprofile/${other.id}`)).statusCode).toBe(200);
  });
});

describe('Authorization: Bearer <API token>', () => {
  it('acts as its owner, and stamps its last use at most once a minute', async () => {
    const me = await t.signedIn('Owner');
    const made = await makeToken(me);
    const res = await call(bearer(made.token), 'GET', '/api/ownerMessage');
    expect(res.statusCode).toBe(200);
    const lastUsed = async () =>
      (await db.select().from(apiTokens).where(eq(apiTokens.id, made._id)))[0]!.lastUsedAt;
    const first = await lastUsed();
    expect(first).not.toBeNull();
    // Every lookup within the minute writes nothing (the kept caller aside, asked of the service itself).
    await t.services.apiTokens.authenticate(made.token);
    expect(await lastUsed()).toEqual(first);
    const longAgo = new Date(Date.now() - 61_000);
    await db.update(apiTokens).set({ lastUsedAt: longAgo }).where(eq(apiTokens.id, made._id));
    expect((await t.services.apiTokens.authenticate(made.token))?.apiToken).toEqual({
      id: made._id,
      access: 'write',
    });
    expect((await lastUsed())!.getTime()).toBeGreaterThan(longAgo.getTime());
  });

  it('refuses a read token on every POST, PUT, PATCH and DELETE; a write token writes', async () => {
    const me = await t.signedIn('Owner');
    const read = bearer((await makeToken(me, { name: 'r', access: 'read', expiresInDays: 1 })).token);
    const write = bearer((await makeToken(me, { name: 'w', access: 'write', expiresInDays: 1 })).token);
    const writes: ['POST' | 'PUT' | 'PATCH' | 'DELETE', string, object?][] = [
      ['POST', `/api/dashboard/bugreport/${me.id}`, {}],
      ['PUT', '/api/ownerMessage', { newMessage: 'From a script', isStandard: false }],
      ['PATCH', `/api/userprofile/${me.id}/property`, { key: 'bio', value: 'hi' }],
      ['DELETE', '/api/ownerMessage'],
    ];
    for (const [method, url, body] of writes) {
      const res = await call(read, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: apiTokenMessages.readOnly });
    }
    expect((await call(read, 'GET', '/api/ownerMessage')).statusCode).toBe(200);
    const put = await call(write, 'PUT', '/api/ownerMessage', {
      newMessage: 'From a script',
      isStandard: false,
    });
    expect(put.statusCode).toBe(201);
    expect((await call(me, 'GET', '/api/ownerMessage')).json()).toMatchObject({
      ownerMessage: { message: 'From a script' },
    });
    expect((await call(write, 'DELETE', '/api/ownerMessage')).statusCode).toBe(200);
  });

  it('never manages tokens, changes a password or touches the session', async () => {
    const me = await t.signedIn();
    const made = await makeToken(me);
    const token = bearer(made.token);
    const refused: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens', { name: 'child', access: 'write', expiresInDays: 1 }],
      ['DELETE', `/api/tokens/${made._id}`],
      [
        'PATCH',
        `/api/userProfile/${me.id}/updatePassword`,
        { currentpassword: TEST_PASSWORD, newpassword: 'New!pass22', confirmnewpassword: 'New!pass22' },
      ],
      [
        'POST',
        `/api/userProfile/${me.id}/updatePassword`,
        { currentpassword: TEST_PASSWORD, newpassword: 'New!pass22', confirmnewpassword: 'New!pass22' },
      ],
      ['GET', `/api/refreshToken/${me.id}`],
      ['POST', '/api/logout'],
      ['POST', '/api/bm/login', { email: me.email, password: TEST_PASSWORD }],
    ];
    for (const [method, url, body] of refused) {
      const res = await call(token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: apiTokenMessages.signInOnly });
    }
    expect(await listOf(me)).toHaveLength(1);
    expect((await listOf(me))[0]!.revokedAt).toBeNull();
    // The password is unchanged: the old one still signs in.
    await t.signIn(me.email);
  });

  it("never touches a second factor, its policy or the sessions, even an Owner's write token", async () => {
    const owner = await t.signedIn('Owner');
    const other = await t.signedIn('Volunteer');
    const token = bearer((await makeToken(owner)).token);
    const refused: ['POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['POST', '/api/auth/2fa/setup'],
      ['POST', '/api/auth/2fa/enable', { code: '123456' }],
      ['POST', '/api/auth/2fa/disable', { password: TEST_PASSWORD, code: '123456' }],
      ['DELETE', `/api/auth/2fa/users/${other.id}`],
      ['PUT', '/api/auth/2fa/policy', { requiredRoles: ['Volunteer'] }],
      ['DELETE', `/api/sessions/${owner.id}`],
      ['POST', '/api/sessions/revoke-others'],
    ];
    for (const [method, url, body] of refused) {
      const res = await call(token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: apiTokenMessages.signInOnly });
    }
    expect((await call(owner, 'GET', '/api/auth/2fa/policy')).json()).toMatchObject({ requiredRoles: [] });
    expect((await call(owner, 'GET', '/api/sessions')).statusCode).toBe(200);
    expect((await call(other, 'GET', '/api/sessions')).json()).toHaveLength(1);
  });

  it("opens no timer socket: the timer is the signed-in page's", async () => {
    const me = await t.signedIn();
    const made = await makeToken(me);
    expect(await upgradeStatus(await timerUrl(t.app), made.token)).toBe(401);
  });

  it("follows the owner's permissions and role of the moment", async () => {
    const owner = await t.signedIn('Owner');
    const me = await t.signedIn('Volunteer');
    const token = bearer((await makeToken(me)).token);
    const url = '/api/permission-management/users';
    expect((await call(token, 'GET', url)).statusCode).toBe(403);
    const grant = await call(owner, 'PATCH', `/api/permission-management/user/${me.id}`, {
      permissions: { frontPermissions: ['putUserProfilePermissions'] },
    });
    expect(grant.statusCode).toBe(200);
    expect((await call(token, 'GET', url)).statusCode).toBe(200);
    // A role changed in the database reaches the token through the session_changes notification.
    expect((await call(token, 'GET', '/api/ownerMessage')).statusCode).toBe(200);
    expect((await call(token, 'DELETE', '/api/ownerMessage')).statusCode).toBe(403);
    await db.update(users).set({ role: 'Owner' }).where(eq(users.id, me.id));
    await vi.waitFor(async () =>
      expect((await call(token, 'DELETE', '/api/ownerMessage')).statusCode).toBe(200),
    );
  });

  it('is 401 once expired, or once its owner is inactive', async () => {
    const me = await t.signedIn();
    const expiring = await makeToken(me);
    const other = await makeToken(me);
    expect((await call(bearer(expiring.token), 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(200);
    await db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expiring._id));
    await vi.waitFor(async () =>
      expect((await call(bearer(expiring.token), 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(401),
    );
    expect((await call(bearer(other.token), 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(200);
    await db.update(users).set({ isActive: false }).where(eq(users.id, me.id));
    await vi.waitFor(async () =>
      expect((await call(bearer(other.token), 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(401),
    );
    expect((await call(bearer('hgn_pat_forged'), 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(401);
  });

  it('is revoked with every other when its owner changes their password or has it reset', async () => {
    const me = await t.signedIn();
    const admin = await t.signedIn('Administrator');
    const [first, second] = [
      await makeToken(me),
      await makeToken(me, { name: 'R', access: 'read', expiresInDays: 9 }),
    ];
    const alreadyRevoked = await makeToken(me);
    expect((await call(me, 'DELETE', `/api/tokens/${alreadyRevoked._id}`)).statusCode).toBe(200);
    const changed = await call(me, 'PATCH', `/api/userProfile/${me.id}/updatePassword`, {
      currentpassword: TEST_PASSWORD,
      newpassword: 'Another!pass9',
      confirmnewpassword: 'Another!pass9',
    });
    expect(changed.statusCode).toBe(200);
    for (const { token } of [first, second])
      expect((await call(bearer(token), 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(401);
    const revokedBy = (await eventsOf(me.id, 'token.revoked')).filter(
      (event) => (event.detail as { reason?: string }).reason === 'password_replaced',
    );
    expect(revokedBy.map((event) => (event.detail as { tokenId: string }).tokenId).sort()).toEqual(
      [first._id, second._id].sort(),
    );
    expect(revokedBy.every((event) => event.actorId === me.id)).toBe(true);

    me.headers.authorization = await t.signIn(me.email, 'Another!pass9');
    const third = await makeToken(me);
    const reset = await call(admin, 'PATCH', `/api/userProfile/${me.id}/resetPassword`, {
      newpassword: 'Reset!pass77',
      confirmnewpassword: 'Reset!pass77',
    });
    expect(reset.statusCode).toBe(200);
    expect((await call(bearer(third.token), 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(401);
    const [byAdmin] = (await eventsOf(me.id, 'token.revoked')).filter(
      (event) => (event.detail as { tokenId: string }).tokenId === third._id,
    );
    expect(byAdmin).toMatchObject({ actorId: admin.id, detail: { reason: 'password_replaced' } });
  });

  it('is described in the API document beside the session token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: object[]; description?: string }>>;
    }>();
    expect(doc.components.securitySchemes).toMatchObject({
      token: { type: 'apiKey' },
      apiToken: { type: 'http', scheme: 'bearer' },
    });
    expect(doc.paths['/api/tokens']!.post!.security).toEqual([{ token: [] }]);
    expect(doc.paths['/api/tokens']!.post!.description).toContain('Refused to personal API tokens');
    expect(doc.paths['/api/ownerMessage']!.put!.security).toEqual([{ token: [] }, { apiToken: [] }]);
  });
});

describe('a person signed in', () => {
  it('still uses the session token raw or as Bearer', async () => {
    const me: Person = await t.signedIn();
    expect((await call(me, 'GET', '/api/tokens')).statusCode).toBe(200);
    expect((await call(bearer(me.token), 'GET', '/api/tokens')).statusCode).toBe(200);
  });
});
