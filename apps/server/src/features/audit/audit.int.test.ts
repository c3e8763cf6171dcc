import { AUDIT_RETENTION_DAYS, type AuditEventJson } from '@hgn/domain/audit';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../../../test/app.js';
import { createScheduler } from '../../platform/jobs/scheduler.js';
import { auditRetentionJob } from './audit.jobs.js';
import { auditEvents } from './audit.table.js';
import { recordAuditEvent } from './audit.service.js';

const t = await createTestApp();
const { app, database, signedIn, createUser, call } = t;
const owner = await signedIn('Owner', { firstName: 'Olive', lastName: 'Owner' });

type Caller = { headers: Record<string, string> };

/** A call from a given address, so the event's address can be told apart. */
const from = (
  caller: Caller,
  address: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: caller.headers,
    remoteAddress: address,
    ...(payload === undefined ? {} : { payload }),
  });

const events = async (query = '') => {
  const res = await call(owner, 'GET', `/api/audit${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<AuditEventJson[]>();
};

describe('the events the audit log records', () => {
  it('a password changed by its owner, with who, whom and from where', async () => {
    const me = await signedIn();
    const res = await from(me, '198.51.100.1', 'PATCH', `/api/userProfile/${me.id}/updatePassword`, {
      currentpassword: TEST_PASSWORD,
      newpassword: 'New!pass22',
      confirmnewpassword: 'New!pass22',
    });
    expect(res.statusCode).toBe(200);
    expect(await events(`?type=password.changed&userId=${me.id}`)).toEqual([
      expect.objectContaining({
        type: 'password.changed',
        actorId: me.id,
        userId: me.id,
        address: '198.51.100.1',
      }),
    ]);
  });

  it("an administrator's reset of another's password, and a temporary password sent", async () => {
    const admin = await signedIn('Administrator');
    const person = await createUser({ firstName: 'Tess', lastName: 'Temp' });
    const reset = await from(admin, '198.51.100.2', 'PATCH', `/api/userProfile/${person.id}/resetPassword`, {
      newpassword: 'Reset!pass3',
      confirmnewpassword: 'Reset!pass3',
    });
    expect(reset.statusCode).toBe(200);
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/forgotpassword',
      remoteAddress: '198.51.100.3',
      payload: { email: person.email, firstName: 'Tess', lastName: 'Temp' },
    });
    expect(forgot.statusCode).toBe(200);
    expect(await events(`?type=password.reset&userId=${person.id}`)).toEqual([
      expect.objectContaining({ actorId: null, userId: person.id, address: '198.51.100.3' }),
      expect.objectContaining({ actorId: admin.id, userId: person.id, address: '198.51.100.2' }),
    ]);
  });

  it('a role changed through the profile, and own permissions granted, saying what changed', async () => {
    const person = await createUser();
    const role = await from(owner, '198.51.100.4', 'PUT', `/api/userprofile/${person.id}`, {
      role: 'Manager',
    });
    expect(role.statusCode).toBe(200);
    const granted = await from(
      owner,
      '198.51.100.5',
      'PATCH',
      `/api/permission-management/user/${person.id}`,
      {
        permissions: { frontPermissions: ['deleteUserProfile'] },
      },
    );
    expect(granted.statusCode).toBe(200);
    const [permissions, roleChange] = await events(`?type=permissions.changed&userId=${person.id}`);
    expect(roleChange).toMatchObject({
      actorId: owner.id,
      address: '198.51.100.4',
      detail: { role: { from: 'Volunteer', to: 'Manager' } },
    });
    expect(permissions).toMatchObject({
      actorId: owner.id,
      address: '198.51.100.5',
      detail: { added: ['deleteUserProfile'] },
    });
  });

  it('a session ended', async () => {
    const me = await signedIn();
    const other = await t.signIn(me.email);
    const ended = await from(me, '198.51.100.6', 'POST', '/api/sessions/revoke-others');
    expect(ended.json()).toEqual({ revoked: 1 });
    expect(other).toBeTruthy();
    expect(await events(`?type=session.revoked&userId=${me.id}`)).toEqual([
      expect.objectContaining({ actorId: me.id, userId: me.id, address: '198.51.100.6' }),
    ]);
  });
});

describe('GET /api/audit', () => {
  it('is for Owners only', async () => {
    for (const role of ['Administrator', 'Volunteer', 'Manager'] as const) {
      const caller = await signedIn(role);
      expect((await call(caller, 'GET', '/api/audit')).statusCode).toBe(403);
      expect((await call(caller, 'GET', '/api/audit?format=csv')).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });

  it('filters by type, person and period, newest first, a page at a time with the total in a header', async () => {
    const person = await createUser();
    const at = (iso: string) => new Date(iso);
    for (const [n, iso] of ['2025-03-01T12:00:00Z', '2025-03-02T12:00:00Z', '2025-03-03T12:00:00Z'].entries())
      await database.db.insert(auditEvents).values({
        type: 'token.created',
        userId: person.id,
        actorId: person.id,
        at: at(iso),
        detail: { n },
      });
    const all = await call(owner, 'GET', `/api/audit?userId=${person.id}&limit=2`);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json<AuditEventJson[]>().map((event) => event.detail.n)).toEqual([2, 1]);
    const second = await call(owner, 'GET', `/api/audit?userId=${person.id}&limit=2&page=2`);
    expect(second.json<AuditEventJson[]>().map((event) => event.detail.n)).toEqual([0]);
    // Days are Pacific days; instants are taken as given.
    expect(
      (await events(`?userId=${person.id}&from=2025-03-02&to=2025-03-02`)).map((e) => e.detail.n),
    ).toEqual([1]);
    expect(
      (await events(`?userId=${person.id}&from=2025-03-02T12:00:01Z`)).map((event) => event.detail.n),
    ).toEqual([2]);
    expect(await events(`?userId=${person.id}&type=password.changed`)).toEqual([]);
    const beyond = await call(owner, 'GET', `/api/audit?userId=${person.id}&page=9`);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('3');
  });

  it('refuses hostile or out-of-range filters with 400', async () => {
    for (const query of [
      'limit=1001',
      'limit=0',
      'limit=abc',
      'page=0',
      'page=-1',
      'type=nope',
      "type=' or 1=1 --",
      'userId=not-a-uuid',
      `userId=${'a'.repeat(5000)}`,
      'from=yesterday',
      'from=2025-02-30',
      'to=2025-13-01',
      'from=2025-03-02&to=2025-03-01',
      `from=${'9'.repeat(100)}`,
      'format=xml',
    ])
      expect((await call(owner, 'GET', `/api/audit?${query}`)).statusCode, query).toBe(400);
    const max = await call(owner, 'GET', '/api/audit?limit=1000');
    expect(max.statusCode).toBe(200);
  });

  it('exports every matching event as CSV, asked by query or by Accept header, formulas made inert', async () => {
    const person = await createUser({ firstName: '=HYPERLINK("x")', lastName: 'Smith' });
    for (let n = 0; n < 3; n += 1)
      await recordAuditEvent(database.db, {
        type: 'token.revoked',
        actorId: owner.id,
        userId: person.id,
        address: '@evil',
        detail: { name: '+cmd' },
      });
    const byQuery = await call(owner, 'GET', `/api/audit?format=csv&userId=${person.id}&limit=1`);
    const byHeader = await app.inject({
      method: 'GET',
      url: `/api/audit?userId=${person.id}&limit=1`,
      headers: { ...owner.headers, accept: 'text/csv' },
    });
    for (const res of [byQuery, byHeader]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toContain('audit-log.csv');
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('type,at,actor,user,address,detail');
      // Every matching event, not one page.
      expect(lines).toHaveLength(4);
      const [type, , actor, user, address, ...detail] = lines[1]!.split(',');
      expect(type).toBe('token.revoked');
      expect(actor).toBe(`Olive Owner <${owner.email}> (${owner.id})`);
      expect(user).toBe(`"'=HYPERLINK(""x"") Smith <${person.email}> (${person.id})"`);
      expect(address).toBe("'@evil");
      expect(detail.join(',')).toBe('"{""name"":""+cmd""}"');
    }
  });
});

describe('the retention job', () => {
  it('removes the events older than a year and keeps the newer ones', async () => {
    const person = await createUser();
    const now = new Date('2026-06-01T12:00:00Z');
    const day = 86_400_000;
    await database.db.insert(auditEvents).values([
      {
        type: 'token.created',
        userId: person.id,
        at: new Date(now.getTime() - (AUDIT_RETENTION_DAYS + 1) * day),
        detail: { keep: false },
      },
      {
        type: 'token.created',
        userId: person.id,
        at: new Date(now.getTime() - (AUDIT_RETENTION_DAYS - 1) * day),
        detail: { keep: true },
      },
    ]);
    const scheduler = createScheduler({
      db: database.db,
      log: { info: () => undefined, error: () => undefined },
      clock: t.clock,
    });
    scheduler.register(auditRetentionJob(t.services.audit));
    expect(await scheduler.runNow('audit-retention', now)).toBe('succeeded');
    expect((await events(`?userId=${person.id}`)).map((event) => event.detail)).toEqual([{ keep: true }]);
  });
});
