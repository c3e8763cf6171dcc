import { randomUUID } from 'node:crypto';
import type { TeamJson } from '@hgn/domain/teams';
import type { UserProfileJson } from '@hgn/domain/users';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { profileEdits } from '../users/users.table.js';
import { userTeamCodes } from './teams.table.js';

// The team code a person is filed under is kept by the teams area (user_team_codes), written by a
// profile save, by the original client's bulk change and by a team's new code, and read with the profile.
const t = await createTestApp();
const db = t.database.db;

/** The people's codes as stored, in the order of the ids given; '' for a person without a row. */
const teamCodesOf = async (ids: string[]) => {
  const rows = await db.select().from(userTeamCodes).where(inArray(userTeamCodes.userId, ids));
  return ids.map((id) => rows.find((row) => row.userId === id)?.teamCode ?? '');
};
const profileOf = async (caller: { headers: Record<string, string> }, id: string) =>
  (await t.call(caller, 'GET', `/api/userprofile/${id}`)).json<UserProfileJson>();

describe('PATCH /api/AllTeamCodeChanges', () => {
  it('gives every listed person the code, from a list or a single id as the client sends them', async () => {
    const admin = await t.signedIn('Administrator');
    const a = await t.createUser({ teamCode: 'OLD-1' });
    const b = await t.createUser({ teamCode: 'A-BCD' });
    const res = await t.call(admin, 'PATCH', '/api/AllTeamCodeChanges', {
      userIds: [a.id, b.id],
      replaceCode: 'NEWCODE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isUpdated: true });
    expect(await teamCodesOf([a.id, b.id])).toEqual(['NEWCODE', 'NEWCODE']);

    const single = await t.call(admin, 'PATCH', '/api/AllTeamCodeChanges', {
      userIds: a.id,
      replaceCode: 'X-YZW',
    });
    expect(single.statusCode).toBe(200);
    expect(await teamCodesOf([a.id])).toEqual(['X-YZW']);
    const profile = await t.call(admin, 'GET', `/api/userprofile/${a.id}`);
    expect(profile.json<{ teamCode: string }>().teamCode).toBe('X-YZW');
  });

  it('refuses callers without editTeamCode with 403, writing nothing', async () => {
    const person = await t.createUser({ teamCode: 'KEEP1' });
    for (const role of ['Volunteer', 'Manager', 'Mentor'] as const) {
      const caller = await t.signedIn(role);
      const res = await t.call(caller, 'PATCH', '/api/AllTeamCodeChanges', {
        userIds: [person.id],
        replaceCode: 'ABCDE',
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await teamCodesOf([person.id])).toEqual(['KEEP1']);
  });

  it('refuses a malformed code, an unknown person or a hostile body with 400, writing nothing', async () => {
    const admin = await t.signedIn('Administrator');
    const person = await t.createUser({ teamCode: 'KEEP2' });
    const bodies = [
      { userIds: [person.id], replaceCode: 'AB' },
      { userIds: [person.id], replaceCode: '<script>' },
      { userIds: [person.id, randomUUID()], replaceCode: 'ABCDE' },
      { userIds: [person.id, 'not-an-id'], replaceCode: 'ABCDE' },
      { userIds: [], replaceCode: 'ABCDE' },
      { userIds: [person.id], replaceCode: 'ABCDE', role: 'Owner' },
      { userIds: { $ne: null }, replaceCode: 'ABCDE' },
      { userIds: [person.id], replaceCode: 'A'.repeat(100_000) },
    ];
    for (const body of bodies) {
      const res = await t.call(admin, 'PATCH', '/api/AllTeamCodeChanges', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await teamCodesOf([person.id])).toEqual(['KEEP2']);
  });

  it('answers ten identical changes at once each without a server error', async () => {
    const admin = await t.signedIn('Administrator');
    const people = await Promise.all([t.createUser(), t.createUser()]);
    const ids = people.map((p) => p.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call(admin, 'PATCH', '/api/AllTeamCodeChanges', { userIds: ids, replaceCode: 'SAME1' }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await teamCodesOf(ids)).toEqual(['SAME1', 'SAME1']);
  });
});

describe('a team code saved with the profile', () => {
  it('is filed in the teams area, shown with the profile and listed, and the empty code removes it', async () => {
    const admin = await t.signedIn('Administrator');
    const person = await t.createUser();
    const before = await profileOf(admin, person.id);
    expect(before.teamCode).toBe('');

    const saved = await t.call(admin, 'PUT', `/api/userprofile/${person.id}`, {
      teamCode: 'Q-SAVE',
      __v: before.__v,
    });
    expect(saved.statusCode).toBe(200);
    expect(await teamCodesOf([person.id])).toEqual(['Q-SAVE']);
    const after = await profileOf(admin, person.id);
    expect(after.teamCode).toBe('Q-SAVE');
    expect(after.__v).toBe(before.__v + 1);
    expect((await t.call(admin, 'GET', '/api/userprofile/teamCode/list')).json()).toContain('Q-SAVE');
    const edits = await db
      .select()
      .from(profileEdits)
      .where(inArray(profileEdits.userId, [person.id]));
    expect(edits.map(({ field, oldValue, newValue }) => ({ field, oldValue, newValue }))).toEqual([
      { field: 'teamCode', oldValue: '', newValue: 'Q-SAVE' },
    ]);

    const same = await t.call(admin, 'PUT', `/api/userprofile/${person.id}`, {
      teamCode: 'Q-SAVE',
      __v: after.__v,
    });
    expect(same.statusCode).toBe(200);
    expect((await profileOf(admin, person.id)).__v).toBe(after.__v);

    const cleared = await t.call(admin, 'PUT', `/api/userprofile/${person.id}`, {
      teamCode: '',
      __v: after.__v,
    });
    expect(cleared.statusCode).toBe(200);
    expect(
      await db
        .select()
        .from(userTeamCodes)
        .where(inArray(userTeamCodes.userId, [person.id])),
    ).toEqual([]);
    expect((await profileOf(admin, person.id)).teamCode).toBe('');
  });

  it('is refused with the rest of a save a volunteer may not make of their own profile', async () => {
    const volunteer = await t.signedIn('Volunteer', { teamCode: 'V-KEEP' });
    const res = await t.call(volunteer, 'PUT', `/api/userprofile/${volunteer.id}`, {
      teamCode: 'V-MINE',
      bio: 'Changed',
    });
    expect(res.statusCode).toBe(403);
    expect(await teamCodesOf([volunteer.id])).toEqual(['V-KEEP']);
    expect((await profileOf(volunteer, volunteer.id)).bio).toBe('');
  });
});

describe("a team's new code", () => {
  it('is written onto its members only, and a profile editor opened before it cannot put the old one back', async () => {
    const owner = await t.signedIn('Owner');
    const created = await t.call(owner, 'POST', '/api/team', {
      teamName: `Coders ${randomUUID()}`,
      isActive: true,
    });
    const team = created.json<TeamJson>();
    const member = await t.createUser({ teamCode: 'A-OLD' });
    const outsider = await t.createUser({ teamCode: 'A-OLD' });
    await t.call(owner, 'POST', `/api/team/${team._id}/users`, { userId: member.id, operation: 'Assign' });
    const opened = await profileOf(owner, member.id);

    const res = await t.call(owner, 'PUT', `/api/team/${team._id}`, { teamCode: 'B-NEW' });
    expect(res.statusCode).toBe(200);
    expect(res.json<TeamJson>().teamCode).toBe('B-NEW');
    expect(await teamCodesOf([member.id, outsider.id])).toEqual(['B-NEW', 'A-OLD']);

    const stale = await t.call(owner, 'PUT', `/api/userprofile/${member.id}`, {
      teamCode: opened.teamCode,
      __v: opened.__v,
    });
    expect(stale.statusCode).toBe(409);
    expect(await teamCodesOf([member.id])).toEqual(['B-NEW']);
  });
});
