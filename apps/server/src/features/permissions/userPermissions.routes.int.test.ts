import {
  permissionChangeLogJson,
  type PermissionUserJson,
  type UserPermissionsJson,
} from '@hgn/domain/permissions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/app.js';
import { users } from '../users/users.table.js';
import { permissionChanges } from './permissionChanges.table.js';
import { ownPermissionColumns, userPermissions } from './userPermissions.table.js';

const { app, database, signedIn, createUser } = await createTestApp();
const db = database.db;
const owner = await signedIn('Owner', { firstName: 'Olga', lastName: 'Owner' });
const admin = await signedIn('Administrator', { firstName: 'Ada', lastName: 'Admin' });

const patch = (userId: string, headers: Record<string, string>, permissions: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/permission-management/user/${userId}`,
    headers,
    payload: { permissions },
  });
const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

const storedLists = async (userId: string) => {
  const [row] = await db
    .select({
      front: ownPermissionColumns.frontPermissions,
      removed: ownPermissionColumns.removedDefaultPermissions,
      ack: ownPermissionColumns.isPermissionsAcknowledged,
    })
    .from(users)
    .leftJoin(userPermissions, eq(userPermissions.userId, users.id))
    .where(eq(users.id, userId));
  return row!;
};

describe('PATCH /api/permission-management/user/:userId', () => {
  it('is refused without putUserProfilePermissions, changing nothing', async () => {
    const manager = await signedIn('Manager');
    const target = await createUser();
    const res = await patch(target.id, manager.headers, { frontPermissions: ['getReports'] });
    expect(res.statusCode).toBe(403);
    expect(await storedLists(target.id)).toEqual({ front: [], removed: [], ack: false });
  });

  it('grants and removes permissions, keeps omitted lists and logs the effective change', async () => {
    const target = await createUser({ role: 'Manager', removedDefaultPermissions: ['putTeam'] });
    const res = await patch(target.id, admin.headers, { frontPermissions: ['getReports'] });
    expect(res.statusCode).toBe(200);
    const body = res.json<UserPermissionsJson>();
    expect(body).toMatchObject({
      frontPermissions: ['getReports'],
      removedDefaultPermissions: ['putTeam'],
      isAcknowledged: false,
    });
    expect(body.effective).toContain('getReports');
    expect(body.effective).not.toContain('putTeam');
    expect(await storedLists(target.id)).toEqual({ front: ['getReports'], removed: ['putTeam'], ack: false });

    await patch(target.id, admin.headers, { removedDefaultPermissions: ['postTask'] });
    expect(await storedLists(target.id)).toMatchObject({ front: ['getReports'], removed: ['postTask'] });

    const log = await db.select().from(permissionChanges).where(eq(permissionChanges.userId, target.id));
    expect(log.map(({ added, removed, changedBy }) => ({ added, removed, changedBy }))).toEqual(
      expect.arrayContaining([
        { added: ['getReports'], removed: [], changedBy: admin.id },
        { added: ['putTeam'], removed: ['postTask'], changedBy: admin.id },
      ]),
    );
  });

  it('refuses unknown permission names with 400', async () => {
    const target = await createUser();
    const res = await patch(target.id, admin.headers, { frontPermissions: ['becomeKing'] });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Unknown permission: becomeKing');
    expect(await storedLists(target.id)).toMatchObject({ front: [] });
  });

  it("needs Manage owners for an Owner's permissions", async () => {
    const anotherOwner = await createUser({ role: 'Owner' });
    expect(
      (await patch(anotherOwner.id, admin.headers, { removedDefaultPermissions: ['postRole'] })).statusCode,
    ).toBe(403);
    expect(await storedLists(anotherOwner.id)).toMatchObject({ removed: [] });
    expect(
      (await patch(anotherOwner.id, owner.headers, { removedDefaultPermissions: ['postRole'] })).statusCode,
    ).toBe(200);
  });

  it('leaves a protected account to Owners', async () => {
    const shared = await createUser({ role: 'Administrator', isProtected: true });
    const refused = await patch(shared.id, admin.headers, {
      frontPermissions: [],
      removedDefaultPermissions: ['getReports'],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe('You are not authorized to update this user');
    expect(await storedLists(shared.id)).toMatchObject({ removed: [] });
    expect(
      (await patch(shared.id, owner.headers, { removedDefaultPermissions: ['getReports'] })).statusCode,
    ).toBe(200);
  });

  it('lets only Owners grant what they do not hold', async () => {
    const target = await createUser();
    expect((await patch(target.id, admin.headers, { frontPermissions: ['postRole'] })).statusCode).toBe(403);
    expect(await storedLists(target.id)).toMatchObject({ front: [] });
    expect((await patch(target.id, owner.headers, { frontPermissions: ['postRole'] })).statusCode).toBe(200);
    // The grant is already there, so an Administrator may still save the user's other changes.
    expect(
      (await patch(target.id, admin.headers, { frontPermissions: ['postRole', 'getReports'] })).statusCode,
    ).toBe(200);
  });

  it('records an acknowledgement without logging a change', async () => {
    const target = await createUser({ frontPermissions: ['getReports'] });
    expect((await patch(target.id, admin.headers, { isAcknowledged: true })).statusCode).toBe(200);
    expect(await storedLists(target.id)).toEqual({ front: ['getReports'], removed: [], ack: true });
    expect(await db.select().from(permissionChanges).where(eq(permissionChanges.userId, target.id))).toEqual(
      [],
    );
  });

  it('answers 404 for a user who does not exist', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', admin.headers, {})).statusCode).toBe(404);
  });
});

describe('reading a user permissions', () => {
  it('tells where the permissions come from', async () => {
    const target = await createUser({ role: 'Volunteer', frontPermissions: ['seeBadges'] });
    const res = await get(`/api/permission-management/user/${target.id}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<UserPermissionsJson>()).toMatchObject({
      role: 'Volunteer',
      rolePermissions: ['suggestTask'],
      frontPermissions: ['seeBadges'],
      removedDefaultPermissions: [],
      effective: ['seeBadges', 'suggestTask'],
    });
    expect(
      (await get(`/api/permission-management/user/${target.id}`, (await signedIn('Mentor')).headers))
        .statusCode,
    ).toBe(403);
  });

  it('finds people by name ignoring accents and case, ten at most', async () => {
    const rafael = await createUser({ firstName: 'Rafael', lastName: 'Domínguez' });
    const found = await get('/api/permission-management/users?search=DOMINGUEZ', admin.headers);
    expect(found.statusCode).toBe(200);
    expect(found.json<PermissionUserJson[]>()).toEqual([
      expect.objectContaining({
        _id: rafael.id,
        firstName: 'Rafael',
        lastName: 'Domínguez',
        role: 'Volunteer',
      }),
    ]);
    expect(
      (await get('/api/permission-management/users?search=rafael%20dom', admin.headers)).json<unknown[]>(),
    ).toHaveLength(1);
    for (let i = 0; i < 12; i += 1) await createUser({ firstName: `Same${i}`, lastName: 'Name' });
    expect(
      (await get('/api/permission-management/users?search=name', admin.headers)).json<unknown[]>(),
    ).toHaveLength(10);
    expect(
      (await get('/api/permission-management/users?search=x', (await signedIn('Manager')).headers))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/permissionChangeLogs/:userId', () => {
  it('answers the original array of role and user changes, newest first, with what each left', async () => {
    const target = await createUser({ firstName: 'Lia', lastName: 'Logged' });
    const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
    const role = (
      await call('POST', '/api/roles', { roleName: 'Log Shape', permissions: ['seeBadges'] })
    ).json<{
      _id: string;
    }>();
    await patch(target.id, owner.headers, { frontPermissions: ['getReports'] });
    await call('DELETE', `/api/roles/${role._id}`);

    const res = await get(`/api/permissionChangeLogs/${admin.id}`, admin.headers);
    expect(res.statusCode).toBe(200);
    const log = z.array(permissionChangeLogJson).parse(res.json());
    const anyText = expect.any(String) as string;
    const requestor = {
      requestorId: owner.id,
      requestorName: 'Olga Owner',
      requestorRole: 'Owner',
      requestorEmail: owner.email,
    };
    expect(log.slice(0, 3)).toEqual([
      {
        _id: anyText,
        logDateTime: anyText,
        name: 'Log Shape',
        roleId: null,
        roleName: 'Log Shape',
        permissions: [],
        permissionsAdded: [],
        permissionsRemoved: ['seeBadges'],
        ...requestor,
      },
      {
        _id: anyText,
        logDateTime: anyText,
        name: 'Lia Logged',
        userId: target.id,
        individualName: 'Lia Logged',
        permissions: ['getReports'],
        removedRolePermissions: [],
        permissionsAdded: ['getReports'],
        permissionsRemoved: [],
        reason: '',
        ...requestor,
      },
      expect.objectContaining({
        name: 'Log Shape',
        roleName: 'Log Shape',
        permissions: ['seeBadges'],
        permissionsAdded: ['seeBadges'],
      }),
    ]);
    const times = log.map((entry) => entry.logDateTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('is for those who manage permissions, and the path names an existing user', async () => {
    const volunteer = await signedIn('Volunteer');
    expect((await get(`/api/permissionChangeLogs/${volunteer.id}`, volunteer.headers)).statusCode).toBe(403);
    expect((await get('/api/permissionChangeLogs/not-a-user', admin.headers)).statusCode).toBe(404);
  });
});
