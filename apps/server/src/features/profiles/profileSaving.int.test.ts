import { profileMessages } from '@hgn/domain/messages';
import type { UserProfileJson } from '@hgn/domain/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { projects } from '../projects/projects.table.js';
import { teamMembers, teams, userTeamCodes } from '../teams/teams.table.js';
import { committedHoursChanges, profileEdits, users } from '../users/users.table.js';

const t = await createTestApp();
const db = t.database.db;

type Headers = Record<string, string>;
const put = (userId: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/userprofile/${userId}`, headers, payload });
const getProfile = async (userId: string, headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: `/api/userprofile/${userId}`, headers })).json<UserProfileJson>();
const rowOf = async (userId: string) => (await db.select().from(users).where(eq(users.id, userId)))[0]!;
const editsOf = (userId: string) => db.select().from(profileEdits).where(eq(profileEdits.userId, userId));

describe('PUT /api/userprofile/:id', () => {
  it('saves the user’s own basic fields and answers the original shape', async () => {
    const me = await t.signedIn('Volunteer');
    const res = await put(me.id, me.headers, {
      firstName: ' Zoë ',
      lastName: 'Ñúñez',
      jobTitle: 'Gardener',
      phoneNumber: ['+1 555 0100 200'],
      bio: 'Hello',
      timeZone: 'Europe/Madrid',
      collaborationPreference: 'Meet',
      privacySettings: { email: false },
      personalLinks: [{ Name: 'Blog', Link: 'https://blog.example.org/me' }],
      location: {
        userProvided: 'Madrid',
        coords: { lat: 40.4, lng: -3.7 },
        country: 'Spain',
        city: 'Madrid',
      },
      __v: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: me.id, teams: [], projects: [] });
    const profile = await getProfile(me.id, me.headers);
    expect(profile).toMatchObject({
      firstName: 'Zoë',
      lastName: 'Ñúñez',
      jobTitle: ['Gardener'],
      timeZone: 'Europe/Madrid',
      privacySettings: { email: false, phoneNumber: true, blueSquares: true },
      location: { city: 'Madrid', coords: { lat: 40.4, lng: -3.7 } },
      __v: 1,
    });
    // Basic fields are not important fields: the edit history stays empty.
    expect(await editsOf(me.id)).toHaveLength(0);
  });

  it('accepts a save without __v, as older clients send', async () => {
    const me = await t.signedIn('Volunteer');
    expect((await put(me.id, me.headers, { bio: 'No version' })).statusCode).toBe(200);
    expect((await rowOf(me.id)).bio).toBe('No version');
  });

  it('refuses a save made from an older copy with 409 and writes nothing', async () => {
    const me = await t.signedIn('Volunteer');
    expect((await put(me.id, me.headers, { bio: 'First tab', __v: 0 })).statusCode).toBe(200);
    const res = await put(me.id, me.headers, { bio: 'Second tab', __v: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'STALE_WRITE',
      message: expect.stringContaining('Reload') as string,
    });
    expect(await rowOf(me.id)).toMatchObject({ bio: 'First tab', version: 1 });
  });

  it.each([
    ['weeklycommittedHours', { weeklycommittedHours: 20 }],
    ['role', { role: 'Manager' }],
    ['email', { email: 'new-address@example.org' }],
    ['isActive', { isActive: false }],
    ['startDate', { startDate: '2020-01-05' }],
    ['endDate', { endDate: '2030-01-05' }],
    ['teamCode', { teamCode: 'A-BCD' }],
    ['adminLinks', { adminLinks: [{ Name: 'Media Folder', Link: 'https://drive.example.org/x' }] }],
    ['weeklySummaryOption', { weeklySummaryOption: 'Team' }],
    ['weeklySummaryNotReq', { weeklySummaryNotReq: true }],
    ['isVisible', { isVisible: false }],
    ['isRehireable', { isRehireable: false }],
    ['isProtected', { isProtected: true }],
  ])('refuses a volunteer changing their own %s with 403, nothing written', async (field, change) => {
    const me = await t.signedIn('Volunteer');
    const before = await rowOf(me.id);
    const res = await put(me.id, me.headers, { bio: 'changed too', ...change });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FIELD_FORBIDDEN', field });
    expect(await rowOf(me.id)).toEqual(before);
    expect(await editsOf(me.id)).toHaveLength(0);
  });

  it('accepts an important field sent unchanged, as the original client sends the whole profile', async () => {
    const me = await t.signedIn('Volunteer');
    const profile = await getProfile(me.id, me.headers);
    const res = await put(me.id, me.headers, { ...profile, bio: 'Whole profile sent back' });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(me.id)).bio).toBe('Whole profile sent back');
  });

  it('lets an Administrator change important fields, recording history and edits', async () => {
    const admin = await t.signedIn('Administrator', { firstName: 'Ada', lastName: 'Admin' });
    const target = await t.createUser({ weeklyCommittedHours: 10 });
    const res = await put(target.id, admin.headers, {
      weeklycommittedHours: 15,
      teamCode: 'B-1234',
      adminLinks: [
        { Name: 'Google Doc', Link: 'https://docs.google.com/document/d/abc_DEF-1/edit' },
        { Name: 'Media Folder', Link: '' },
      ],
      startDate: '2024-03-10T08:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(target.id)).toMatchObject({ weeklyCommittedHours: 15, startDate: '2024-03-10' });
    expect(await db.select().from(userTeamCodes).where(eq(userTeamCodes.userId, target.id))).toEqual([
      { userId: target.id, teamCode: 'B-1234' },
    ]);
    const history = await db
      .select()
      .from(committedHoursChanges)
      .where(eq(committedHoursChanges.userId, target.id));
    expect(history.map((row) => row.hours)).toEqual([15]);
    const edits = await editsOf(target.id);
    expect(edits.map((edit) => edit.field).sort()).toEqual([
      'adminLinks',
      'startDate',
      'teamCode',
      'weeklycommittedHours',
    ]);
    expect(edits.find((edit) => edit.field === 'weeklycommittedHours')).toMatchObject({
      editorId: admin.id,
      editorName: 'Ada Admin',
      oldValue: '10',
      newValue: '15',
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/userprofile/${target.id}/edits`,
      headers: admin.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ field: string }[]>()).toHaveLength(4);
    const profile = await getProfile(target.id, admin.headers);
    expect(profile.weeklycommittedHoursHistory).toEqual([
      { hours: 15, dateChanged: expect.any(String) as string },
    ]);
  });

  it('refuses a volunteer editing someone else with the spec’s words', async () => {
    const me = await t.signedIn('Volunteer');
    const other = await t.createUser({ bio: 'theirs' });
    const res = await put(other.id, me.headers, { bio: 'mine now' });
    expect(res.statusCode).toBe(403);
    expect((await rowOf(other.id)).bio).toBe('theirs');
  });

  it('refuses an Administrator editing an Owner, and anyone but an Owner editing a protected account', async () => {
    const admin = await t.signedIn('Administrator');
    const owner = await t.signedIn('Owner');
    const ownerTarget = await t.createUser({ role: 'Owner', bio: 'owner' });
    const protectedTarget = await t.createUser({ isProtected: true, bio: 'protected' });
    const refused = await put(ownerTarget.id, admin.headers, { bio: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: profileMessages.editForbidden });
    expect((await put(protectedTarget.id, admin.headers, { bio: 'x' })).statusCode).toBe(403);
    expect((await rowOf(protectedTarget.id)).bio).toBe('protected');
    expect((await put(protectedTarget.id, owner.headers, { bio: 'by owner' })).statusCode).toBe(200);
    expect((await put(ownerTarget.id, owner.headers, { bio: 'by owner' })).statusCode).toBe(200);
  });

  it('reports every change to a protected account to the organisation inbox', async () => {
    const owner = await t.signedIn('Owner');
    const target = await t.createUser({ isProtected: true });
    const before = await db.select().from(emailOutbox);
    expect((await put(target.id, owner.headers, { bio: 'audited' })).statusCode).toBe(200);
    const notices = (await db.select().from(emailOutbox)).filter((m) => !before.some((b) => b.id === m.id));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ subject: 'One Community: Protected Account Has Been Updated' });
    expect(notices[0]?.text).toContain('bio');
    expect(notices[0]?.text).toMatch(/^When: \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M PT\.$/m);
  });

  it('replaces teams and projects sent with the profile, as the original client saves them', async () => {
    const admin = await t.signedIn('Administrator');
    const target = await t.createUser();
    const [garden, kitchen] = await db
      .insert(teams)
      .values([{ name: 'Garden Crew' }, { name: 'Kitchen Crew' }])
      .returning({ id: teams.id });
    const [library] = await db.insert(projects).values({ name: 'Library' }).returning({ id: projects.id });
    await db.insert(teamMembers).values({ teamId: garden!.id, userId: target.id });

    const res = await put(target.id, admin.headers, { teams: [kitchen!.id], projects: [library!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      teams: [{ _id: kitchen!.id, teamName: 'Kitchen Crew' }],
      projects: [{ _id: library!.id, projectName: 'Library' }],
    });
    const edits = await editsOf(target.id);
    expect(edits.find((e) => e.field === 'teams')).toMatchObject({
      oldValue: 'Garden Crew',
      newValue: 'Kitchen Crew',
    });

    const volunteer = await t.signedIn('Volunteer');
    const refused = await put(volunteer.id, volunteer.headers, { teams: [kitchen!.id] });
    expect(refused.statusCode).toBe(403);
    const unknown = await put(target.id, admin.headers, { teams: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(404);
    expect((await put(target.id, admin.headers, { projects: ['not-an-id'] })).statusCode).toBe(400);
    const memberships = await db.select().from(teamMembers).where(eq(teamMembers.userId, target.id));
    expect(memberships.map((m) => m.teamId)).toEqual([kitchen!.id]);
  });

  it('needs addDeleteEditOwners to make someone an Owner', async () => {
    const admin = await t.signedIn('Administrator');
    const target = await t.createUser();
    const res = await put(target.id, admin.headers, { role: 'Owner' });
    expect(res.statusCode).toBe(403);
    expect((await rowOf(target.id)).role).toBe('Volunteer');
  });

  it('lets editTeamCode alone change the team code', async () => {
    const editor = await t.signedIn('Volunteer', { frontPermissions: ['putUserProfile', 'editTeamCode'] });
    const target = await t.createUser();
    expect((await put(target.id, editor.headers, { teamCode: 'ABCDE' })).statusCode).toBe(200);
    expect((await put(target.id, editor.headers, { weeklycommittedHours: 3 })).statusCode).toBe(403);
  });

  it('deactivating ends the user’s time today', async () => {
    const admin = await t.signedIn('Administrator');
    const target = await t.createUser();
    expect((await put(target.id, admin.headers, { isActive: false })).statusCode).toBe(200);
    expect(await rowOf(target.id)).toMatchObject({ isActive: false, inactiveReason: 'Separated' });
    expect((await rowOf(target.id)).endDate).not.toBeNull();
  });

  it.each([
    ['an invalid team code', { teamCode: 'AB' }, 'teamCode'],
    ['a link without a URL', { personalLinks: [{ Name: 'Blog', Link: '' }] }, 'personalLinks'],
    ['a link with a bad URL', { personalLinks: [{ Name: 'Blog', Link: 'not a url' }] }, 'personalLinks'],
    [
      'two links named alike',
      {
        personalLinks: [
          { Name: 'Blog', Link: 'blog.example.org' },
          { Name: 'BLOG', Link: 'other.example.org' },
        ],
      },
      'personalLinks',
    ],
    ['an empty first name', { firstName: '  ' }, 'firstName'],
    ['a bad e-mail', { email: 'nobody' }, 'email'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['negative hours', { weeklycommittedHours: -1 }, 'weeklycommittedHours'],
  ])('answers 400 for %s and writes nothing', async (_case, body, field) => {
    const admin = await t.signedIn('Owner');
    const target = await t.createUser();
    const before = await rowOf(target.id);
    const res = await put(target.id, admin.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ field?: string }>().field).toContain(field);
    expect(await rowOf(target.id)).toEqual(before);
  });

  it('answers the link rule’s message', async () => {
    const me = await t.signedIn('Volunteer');
    const res = await put(me.id, me.headers, {
      personalLinks: [{ Name: '', Link: 'https://x.example.org' }],
    });
    expect(res.json()).toMatchObject({ message: profileMessages.linksInvalid });
  });

  it('refuses a Google Doc link that is not a document', async () => {
    const owner = await t.signedIn('Owner');
    const target = await t.createUser();
    const res = await put(target.id, owner.headers, {
      adminLinks: [{ Name: 'Google Doc', Link: 'https://drive.google.com/file/x' }],
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an e-mail another user has', async () => {
    const owner = await t.signedIn('Owner');
    const target = await t.createUser();
    const other = await t.createUser();
    const res = await put(target.id, owner.headers, { email: other.email.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it('answers 400 for an id of nobody', async () => {
    const owner = await t.signedIn('Owner');
    const res = await put('00000000-0000-4000-8000-000000000000', owner.headers, { bio: 'x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('PATCH /api/userprofile/:id/property', () => {
  const patch = (userId: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/userprofile/${userId}/property`, headers, payload });

  it('changes a key the caller could change through PUT', async () => {
    const me = await t.signedIn('Volunteer');
    expect((await patch(me.id, me.headers, { key: 'bio', value: 'patched' })).statusCode).toBe(200);
    expect((await rowOf(me.id)).bio).toBe('patched');
  });

  it('refuses a key the caller could not change through PUT', async () => {
    const me = await t.signedIn('Volunteer');
    const res = await patch(me.id, me.headers, { key: 'role', value: 'Owner' });
    expect(res.statusCode).toBe(403);
    expect((await rowOf(me.id)).role).toBe('Volunteer');
  });

  it('refuses an unknown key and a bad value with 400', async () => {
    const me = await t.signedIn('Volunteer');
    expect((await patch(me.id, me.headers, { key: 'passwordHash', value: 'x' })).statusCode).toBe(400);
    expect((await patch(me.id, me.headers, { key: 'timeZone', value: 42 })).statusCode).toBe(400);
  });
});

describe('toggles', () => {
  const call = (method: 'PUT' | 'PATCH', path: string, headers: Headers, payload: object) =>
    t.app.inject({ method, url: path, headers, payload });

  it('rehireable and invisibility need their permissions, by PUT and PATCH', async () => {
    const admin = await t.signedIn('Administrator');
    const me = await t.signedIn('Volunteer');
    const target = await t.createUser();
    for (const method of ['PUT', 'PATCH'] as const) {
      expect(
        (await call(method, `/api/userprofile/${target.id}/rehireable`, me.headers, { isRehireable: false }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await call(method, `/api/userprofile/${target.id}/toggleInvisibility`, me.headers, {
            isVisible: false,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await rowOf(target.id)).isRehireable).toBe(true);
    expect(
      (
        await call('PATCH', `/api/userprofile/${target.id}/rehireable`, admin.headers, {
          isRehireable: false,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/api/userprofile/${target.id}/toggleInvisibility`, admin.headers, {
          isVisible: false,
        })
      ).statusCode,
    ).toBe(200);
    expect(await rowOf(target.id)).toMatchObject({ isRehireable: false, isVisible: false });
  });

  it('the bio status is the user’s own or needs requestBio', async () => {
    const me = await t.signedIn('Volunteer');
    const other = await t.createUser();
    expect(
      (await call('PUT', `/api/userprofile/${me.id}/toggleBio`, me.headers, { bioPosted: 'requested' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/userprofile/${other.id}/toggleBio`, me.headers, { bioPosted: 'posted' }))
        .statusCode,
    ).toBe(403);
    expect((await rowOf(me.id)).bioPosted).toBe('requested');
    expect((await rowOf(other.id)).bioPosted).toBe('default');
  });
});
