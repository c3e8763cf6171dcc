import type { AuditEventJson } from '@hgn/domain/audit';
import type { SessionJson } from '@hgn/domain/sessions';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.js';

const t = await createTestApp();
const { app, database, signedIn, call } = t;

/** The same person signed in again, from another browser and address. */
async function anotherSignIn(email: string, userAgent: string, remoteAddress: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password: 'Test!pass1' },
    remoteAddress,
  });
  const { token } = res.json<{ token: string }>();
  return { headers: { authorization: token } };
}

const list = async (caller: { headers: Record<string, string> }) => {
  const res = await call(caller, 'GET', '/api/sessions');
  expect(res.statusCode).toBe(200);
  return res.json<SessionJson[]>();
};

const revokedEvents = async (userId: string) =>
  (
    await database.pool.query<AuditEventJson & { actor_id: string; user_id: string }>(
      `select type, actor_id, user_id, address, detail from audit_events where type = 'session.revoked' and user_id = $1`,
      [userId],
    )
  ).rows;

describe('GET /api/sessions', () => {
  it("lists the caller's live sessions with where they opened, and marks the current one", async () => {
    const me = await signedIn();
    const phone = await anotherSignIn(me.email, 'Mozilla/5.0 (iPhone) Safari/604.1', '198.51.100.7');
    const sessions = await list(me);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const other = sessions.find((session) => !session.current)!;
    expect(other).toMatchObject({ userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1', address: '198.51.100.7' });
    expect((await list(phone)).find((session) => session.current)?._id).toBe(other._id);
    // Nobody else's sessions, ended ones or expired ones are listed.
    await signedIn();
    await database.pool.query(`update sessions set expires_at = now() - interval '1 second' where id = $1`, [
      other._id,
    ]);
    expect((await list(me)).map((session) => session.current)).toEqual([true]);
  });

  it('keeps the last use to the minute, writing the row at most once a minute', async () => {
    const me = await signedIn();
    const lastSeen = async () =>
      (
        await database.pool.query<{ at: Date }>(
          'select last_seen_at as at from sessions where user_id = $1',
          [me.id],
        )
      ).rows[0]!.at;
    await t.services.auth.authenticate(me.token);
    const first = await lastSeen();
    expect(first).not.toBeNull();
    // Within the minute, look-ups write nothing.
    await t.services.auth.authenticate(me.token);
    expect(await lastSeen()).toEqual(first);
    // A last use older than a minute is renewed by the next look-up.
    await database.pool.query(
      `update sessions set last_seen_at = now() - interval '5 minutes' where user_id = $1`,
      [me.id],
    );
    await t.services.auth.authenticate(me.token);
    expect(Date.now() - (await lastSeen()).getTime()).toBeLessThan(60_000);
    expect((await list(me))[0]?.lastSeenAt).not.toBeNull();
  });
});

describe("a session's last use", () => {
  it('tells no server to forget its kept callers: the column is not one the session triggers watch', async () => {
    const me = await signedIn();
    expect((await call(me, 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(200);
    const lookUps = vi.spyOn(t.services.auth, 'authenticate');
    try {
      await database.pool.query(
        `update sessions set last_seen_at = now() - interval '1 hour' where user_id = $1`,
        [me.id],
      );
      // A notification would arrive within this while and make the next request look the caller up.
      await sleep(300);
      expect((await call(me, 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(200);
      expect(lookUps).not.toHaveBeenCalled();
    } finally {
      lookUps.mockRestore();
    }
  });
});

describe('DELETE /api/sessions/{id}', () => {
  it("ends one of the caller's sessions: its token is refused at once, and the end is audited", async () => {
    const me = await signedIn();
    const other = await anotherSignIn(me.email, 'curl/8.4.0', '203.0.113.9');
    expect((await call(other, 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(200);
    const target = (await list(me)).find((session) => !session.current)!;
    const res = await call(me, 'DELETE', `/api/sessions/${target._id}`);
    expect(res.statusCode).toBe(200);
    expect((await call(other, 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(401);
    expect((await call(me, 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(200);
    expect(await revokedEvents(me.id)).toEqual([
      expect.objectContaining({ actor_id: me.id, user_id: me.id, detail: { sessionId: target._id } }),
    ]);
  });

  it("answers 404 for another person's session, an unknown id or one already ended", async () => {
    const me = await signedIn();
    const someone = await signedIn();
    const [theirs] = await list(someone);
    for (const id of [theirs!._id, '00000000-0000-4000-8000-000000000000', 'not-an-id', "x' or 1=1 --"])
      expect((await call(me, 'DELETE', `/api/sessions/${encodeURIComponent(id)}`)).statusCode).toBe(404);
    expect((await call(someone, 'GET', `/api/userprofile/${someone.id}`)).statusCode).toBe(200);
    const mine = (await list(me))[0]!;
    await database.pool.query('update sessions set revoked_at = now() where id = $1', [mine._id]);
    const again = await signedIn();
    expect((await call(again, 'DELETE', `/api/sessions/${mine._id}`)).statusCode).toBe(404);
    expect(await revokedEvents(someone.id)).toEqual([]);
  });
});

describe('POST /api/sessions/revoke-others', () => {
  it('ends every other session and keeps the current one', async () => {
    const me = await signedIn();
    const others = [
      await anotherSignIn(me.email, 'a', '192.0.2.201'),
      await anotherSignIn(me.email, 'b', '192.0.2.202'),
    ];
    const res = await call(me, 'POST', '/api/sessions/revoke-others');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    for (const other of others) expect((await call(other, 'GET', '/api/sessions')).statusCode).toBe(401);
    expect((await list(me)).map((session) => session.current)).toEqual([true]);
    expect(await revokedEvents(me.id)).toHaveLength(2);
    expect((await call(me, 'POST', '/api/sessions/revoke-others')).json()).toEqual({ revoked: 0 });
  });

  it('answers ten requests at once without a server error, ending each session once', async () => {
    const me = await signedIn();
    for (let n = 0; n < 5; n += 1) await anotherSignIn(me.email, `device ${n}`, `192.0.2.${210 + n}`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(me, 'POST', '/api/sessions/revoke-others')),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const total = answers.reduce((sum, res) => sum + res.json<{ revoked: number }>().revoked, 0);
    expect(total).toBe(5);
    expect(await revokedEvents(me.id)).toHaveLength(5);
    expect(await list(me)).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/sessions/revoke-others' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/sessions' })).statusCode).toBe(401);
  });
});
