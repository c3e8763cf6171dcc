// Changing a user's role through the profile save: who may, what the edit history keeps, and that the
// changed user's very next request is judged by the new role.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { profileEdits, users } from './users.table.js';

const t = await createTestApp();
const db = t.database.db;

const roleOf = async (userId: string) =>
  (await db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role;
const roleEdits = async (userId: string) =>
  (await db.select().from(profileEdits).where(eq(profileEdits.userId, userId))).filter(
    (edit) => edit.field === 'role',
  );

describe('changing a role through PUT /api/userprofile/:id', () => {
  it('lets an Administrator change a role and records it in the edit history', async () => {
    const admin = await t.signedIn('Administrator', { firstName: 'Ada', lastName: 'Admin' });
    const target = await t.createUser();
    const res = await t.call(admin, 'PUT', `/api/userprofile/${target.id}`, { role: 'Manager' });
    expect(res.statusCode).toBe(200);
    expect(await roleOf(target.id)).toBe('Manager');
    expect(await roleEdits(target.id)).toEqual([
      expect.objectContaining({
        editorId: admin.id,
        editorName: 'Ada Admin',
        oldValue: 'Volunteer',
        newValue: 'Manager',
      }),
    ]);
    const listed = await t.call(admin, 'GET', `/api/userprofile/${target.id}/edits`);
    expect(listed.json<{ field: string; newValue: string }[]>()).toEqual([
      expect.objectContaining({ field: 'role', newValue: 'Manager' }),
    ]);
  });

  it('takes effect at the changed user’s next request, with the token they already hold', async () => {
    const admin = await t.signedIn('Administrator');
    const volunteer = await t.signedIn('Volunteer');
    const userPage = '/api/userprofile/page?page=1&pageSize=10';
    expect((await t.call(volunteer, 'GET', userPage)).statusCode).toBe(403);

    expect(
      (await t.call(admin, 'PUT', `/api/userprofile/${volunteer.id}`, { role: 'Core Team' })).statusCode,
    ).toBe(200);
    expect((await t.call(volunteer, 'GET', userPage)).statusCode).toBe(200);

    expect(
      (await t.call(admin, 'PUT', `/api/userprofile/${volunteer.id}`, { role: 'Volunteer' })).statusCode,
    ).toBe(200);
    expect((await t.call(volunteer, 'GET', userPage)).statusCode).toBe(403);
  });

  it('needs putUserProfileImportantInfo: putUserProfile alone is refused and writes nothing', async () => {
    const editor = await t.signedIn('Volunteer', { frontPermissions: ['putUserProfile'] });
    const target = await t.createUser();
    const res = await t.call(editor, 'PUT', `/api/userprofile/${target.id}`, { role: 'Mentor' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FIELD_FORBIDDEN', field: 'role' });
    expect(await roleOf(target.id)).toBe('Volunteer');
    expect(await roleEdits(target.id)).toEqual([]);
  });

  it('needs addDeleteEditOwners to give the Owner role or to change an Owner’s role', async () => {
    const admin = await t.signedIn('Administrator');
    const owner = await t.signedIn('Owner');
    const volunteer = await t.createUser();
    const ownerTarget = await t.createUser({ role: 'Owner' });

    const promote = await t.call(admin, 'PUT', `/api/userprofile/${volunteer.id}`, { role: 'Owner' });
    expect(promote.statusCode).toBe(403);
    expect(promote.json()).toMatchObject({ code: 'FIELD_FORBIDDEN', field: 'role' });
    expect(
      (await t.call(admin, 'PUT', `/api/userprofile/${ownerTarget.id}`, { role: 'Manager' })).statusCode,
    ).toBe(403);
    expect(await roleOf(volunteer.id)).toBe('Volunteer');
    expect(await roleOf(ownerTarget.id)).toBe('Owner');

    expect(
      (await t.call(owner, 'PUT', `/api/userprofile/${volunteer.id}`, { role: 'Owner' })).statusCode,
    ).toBe(200);
    expect(
      (await t.call(owner, 'PUT', `/api/userprofile/${ownerTarget.id}`, { role: 'Manager' })).statusCode,
    ).toBe(200);
    expect(await roleOf(volunteer.id)).toBe('Owner');
    expect(await roleOf(ownerTarget.id)).toBe('Manager');
  });

  it('refuses a role that does not exist with 400', async () => {
    const owner = await t.signedIn('Owner');
    const target = await t.createUser();
    const res = await t.call(owner, 'PUT', `/api/userprofile/${target.id}`, { role: 'Emperor' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'role' });
    expect(await roleOf(target.id)).toBe('Volunteer');
  });

  it('follows the same rules through PATCH /api/userprofile/:id/property', async () => {
    const admin = await t.signedIn('Administrator');
    const target = await t.createUser();
    const patch = (value: string) =>
      t.call(admin, 'PATCH', `/api/userprofile/${target.id}/property`, { key: 'role', value });
    expect((await patch('Owner')).statusCode).toBe(403);
    expect((await patch('Mentor')).statusCode).toBe(200);
    expect(await roleOf(target.id)).toBe('Mentor');
    expect((await roleEdits(target.id)).map((edit) => edit.newValue)).toEqual(['Mentor']);
  });
});
