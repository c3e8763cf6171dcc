import {
  DEFAULT_ROLE_PERMISSIONS,
  HARD_CODED_DEFAULT_PRESET,
  type RoleJson,
  type RolePresetJson,
} from '@hgn/domain/permissions';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { users } from '../users/users.table.js';
import { permissionChanges } from './permissionChanges.table.js';
import { rolePresets, roles } from './permissions.table.js';

const { app, services, database, signedIn } = await createTestApp();
const db = database.db;
const owner = await signedIn('Owner');
const admin = await signedIn('Administrator');

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const roleRow = async (name: string) => (await db.select().from(roles).where(eq(roles.name, name)))[0];
const changesOf = (roleName: string) =>
  db
    .select()
    .from(permissionChanges)
    .where(and(eq(permissionChanges.roleName, roleName), eq(permissionChanges.targetKind, 'role')));

describe('reading roles', () => {
  it('gives one role by id to any signed-in user, and 404 for an unknown id', async () => {
    const volunteer = await signedIn('Volunteer');
    const mentor = await roleRow('Mentor');
    const res = await call('GET', `/api/roles/${mentor!.id}`, volunteer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<RoleJson>()).toMatchObject({ _id: mentor!.id, roleName: 'Mentor' });
    expect(
      (await call('GET', '/api/roles/00000000-0000-4000-8000-000000000000', volunteer.headers)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/roles/not-an-id', volunteer.headers)).statusCode).toBe(404);
  });

  it('lists roles with their user counts for the management page only', async () => {
    const res = await call('GET', '/api/permission-management/roles', owner.headers);
    expect(res.statusCode).toBe(200);
    const owners = res
      .json<Array<RoleJson & { userCount: number }>>()
      .find((role) => role.roleName === 'Owner');
    expect(owners?.userCount).toBeGreaterThanOrEqual(1);
    expect(
      (await call('GET', '/api/permission-management/roles', (await signedIn('Mentor')).headers)).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/roles', () => {
  it('is refused without postRole, and nothing is created', async () => {
    const res = await call('POST', '/api/roles', admin.headers, {
      roleName: 'Editors',
      permissions: ['seeBadges'],
    });
    expect(res.statusCode).toBe(403);
    expect(await roleRow('Editors')).toBeUndefined();
  });

  it('creates the role and logs its permissions as added', async () => {
    const res = await call('POST', '/api/roles', owner.headers, {
      roleName: ' Editors ',
      permissions: ['seeBadges', 'getReports'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<RoleJson>()).toMatchObject({
      roleName: 'Editors',
      permissions: ['seeBadges', 'getReports'],
    });
    const [change] = await changesOf('Editors');
    expect(change).toMatchObject({ changedBy: owner.id, added: ['getReports', 'seeBadges'], removed: [] });
  });

  it('needs a name and permissions, refuses unknown permissions and a name already used', async () => {
    expect((await call('POST', '/api/roles', owner.headers, { roleName: 'X' })).statusCode).toBe(400);
    expect((await call('POST', '/api/roles', owner.headers, { permissions: [] })).statusCode).toBe(400);
    const unknown = await call('POST', '/api/roles', owner.headers, {
      roleName: 'X',
      permissions: ['flyAway'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Unknown permission: flyAway');
    const duplicate = await call('POST', '/api/roles', owner.headers, {
      roleName: 'mentor',
      permissions: [],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ message: string }>().message).toBe('A role named "mentor" already exists.');
  });
});

describe('PATCH /api/roles/:roleId', () => {
  it('is refused without putRole, leaving the role as it was', async () => {
    const before = await roleRow('Manager');
    const res = await call('PATCH', `/api/roles/${before!.id}`, admin.headers, { permissions: [] });
    expect(res.statusCode).toBe(403);
    expect((await roleRow('Manager'))?.permissions).toEqual(before?.permissions);
  });

  it('replaces the permissions, answers 201 and logs who added and removed what', async () => {
    const core = await roleRow('Core Team');
    const next = [...core!.permissions.filter((p) => p !== 'getReports'), 'seeBadges'];
    const res = await call('PATCH', `/api/roles/${core!.id}`, owner.headers, { permissions: next });
    expect(res.statusCode).toBe(201);
    expect(res.json<RoleJson>().permissions).toEqual(next);
    const log = await changesOf('Core Team');
    expect(log).toEqual([
      expect.objectContaining({ changedBy: owner.id, added: ['seeBadges'], removed: ['getReports'] }),
    ]);
  });

  it('takes effect on the next request of that role', async () => {
    const mentor = await signedIn('Mentor');
    const volunteer = await signedIn('Volunteer');
    const body = { permissions: { frontPermissions: [] } };
    const url = `/api/permission-management/user/${volunteer.id}`;
    expect((await call('PATCH', url, mentor.headers, body)).statusCode).toBe(403);
    const role = await roleRow('Mentor');
    await call('PATCH', `/api/roles/${role!.id}`, owner.headers, {
      permissions: [...role!.permissions, 'putUserProfilePermissions'],
    });
    expect((await call('PATCH', url, mentor.headers, body)).statusCode).toBe(200);
  });
});

describe('DELETE /api/roles/:roleId', () => {
  it('is refused without deleteRole, and the role stays', async () => {
    await call('POST', '/api/roles', owner.headers, { roleName: 'Temporary', permissions: [] });
    const temporary = await roleRow('Temporary');
    expect((await call('DELETE', `/api/roles/${temporary!.id}`, admin.headers)).statusCode).toBe(403);
    expect(await roleRow('Temporary')).toBeDefined();
  });

  it('deletes the role, turning its users into Volunteers', async () => {
    await call('POST', '/api/roles', owner.headers, { roleName: 'Gardeners', permissions: ['getReports'] });
    const gardener = await signedIn('Volunteer');
    await db.update(users).set({ role: 'Gardeners' }).where(eq(users.id, gardener.id));
    const role = await roleRow('Gardeners');
    const res = await call('DELETE', `/api/roles/${role!.id}`, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toContain('Gardeners');
    expect(await roleRow('Gardeners')).toBeUndefined();
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, gardener.id));
    expect(user?.role).toBe('Volunteer');
    expect(await changesOf('Gardeners')).toContainEqual(expect.objectContaining({ removed: ['getReports'] }));
    expect((await call('DELETE', `/api/roles/${role!.id}`, owner.headers)).statusCode).toBe(404);
  });

  it('keeps the Owner and Volunteer roles', async () => {
    for (const name of ['Owner', 'Volunteer']) {
      const role = await roleRow(name);
      const res = await call('DELETE', `/api/roles/${role!.id}`, owner.headers);
      expect(res.statusCode).toBe(400);
      expect(await roleRow(name)).toBeDefined();
    }
  });
});

describe('role presets', () => {
  it('are refused to users without putRole, changing nothing', async () => {
    const [preset] = await db.select().from(rolePresets).where(eq(rolePresets.roleName, 'Mentor'));
    const count = (await db.select().from(rolePresets)).length;
    expect((await call('GET', '/api/rolePreset/Mentor', admin.headers)).statusCode).toBe(403);
    const body = { roleName: 'Mentor', presetName: 'Lean', permissions: [] };
    expect((await call('POST', '/api/rolePreset', admin.headers, body)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/rolePreset/${preset!.id}`, admin.headers, { permissions: [] })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/rolePreset/${preset!.id}`, admin.headers)).statusCode).toBe(403);
    expect((await db.select().from(rolePresets)).length).toBe(count);
  });

  it('are saved, listed, renamed and deleted', async () => {
    const created = await call('POST', '/api/rolePreset', owner.headers, {
      roleName: 'Mentor',
      presetName: 'Lean',
      permissions: ['suggestTask'],
    });
    expect(created.statusCode).toBe(201);
    const { newPreset, message } = created.json<{ newPreset: RolePresetJson; message: string }>();
    expect(message).toBe('New preset created');
    expect(newPreset).toMatchObject({ roleName: 'Mentor', presetName: 'Lean', permissions: ['suggestTask'] });

    const again = await call('POST', '/api/rolePreset', owner.headers, {
      roleName: 'Mentor',
      presetName: 'lean',
      permissions: [],
    });
    expect(again.statusCode).toBe(409);

    const list = await call('GET', '/api/rolePreset/Mentor', owner.headers);
    expect(list.json<RolePresetJson[]>().map((p) => p.presetName)).toEqual([
      HARD_CODED_DEFAULT_PRESET,
      'Lean',
    ]);

    const renamed = await call('PUT', `/api/rolePreset/${newPreset._id}`, owner.headers, {
      presetName: 'Leaner',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<RolePresetJson>()).toMatchObject({
      presetName: 'Leaner',
      permissions: ['suggestTask'],
    });

    expect((await call('DELETE', `/api/rolePreset/${newPreset._id}`, owner.headers)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/rolePreset/${newPreset._id}`, owner.headers)).statusCode).toBe(404);
  });

  it('keep the hard-coded default, which holds the role defaults', async () => {
    const list = (await call('GET', '/api/rolePreset/Manager', owner.headers)).json<RolePresetJson[]>();
    const fallback = list.find((p) => p.presetName === HARD_CODED_DEFAULT_PRESET);
    expect(fallback?.permissions).toEqual([...DEFAULT_ROLE_PERMISSIONS.Manager]);
    expect((await call('DELETE', `/api/rolePreset/${fallback!._id}`, owner.headers)).statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/rolePreset/${fallback!._id}`, owner.headers, { permissions: [] })).statusCode,
    ).toBe(400);
    const reserved = { roleName: 'Manager', presetName: 'Hard-coded default', permissions: [] };
    expect((await call('POST', '/api/rolePreset', owner.headers, reserved)).statusCode).toBe(400);
  });
});

describe('syncing the default roles at start', () => {
  it('keeps a default permission an Owner removed, and adds defaults new since the last start', async () => {
    const volunteer = await roleRow('Volunteer');
    await call('PATCH', `/api/roles/${volunteer!.id}`, owner.headers, { permissions: [] });
    await services.permissions.syncDefaultRoles();
    expect((await roleRow('Volunteer'))?.permissions).toEqual([]);

    // As if the last start had known no defaults for Volunteer: suggestTask is new, so it is added.
    await db
      .update(rolePresets)
      .set({ permissions: [] })
      .where(
        and(eq(rolePresets.roleName, 'Volunteer'), eq(rolePresets.presetName, HARD_CODED_DEFAULT_PRESET)),
      );
    await services.permissions.syncDefaultRoles();
    expect((await roleRow('Volunteer'))?.permissions).toEqual(['suggestTask']);
  });
});
