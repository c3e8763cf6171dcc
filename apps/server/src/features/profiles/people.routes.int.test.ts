import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../../../test/app.js';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { projectMembers, projects } from '../projects/projects.table.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { profilePictures, users } from '../users/users.table.js';

const t = await createTestApp();
const db = t.database.db;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);

describe('PATCH /api/userprofile/update', () => {
  const url = '/api/userprofile/update';
  const namesOf = async (ids: string[]) =>
    (
      await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, ids))
    )
      .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
      .map((row) => `${row.firstName} ${row.lastName}`);

  it("saves the user management table's edits of several people, as the original body lists them", async () => {
    const admin = await t.signedIn('Administrator');
    const a = await t.createUser({ firstName: 'Old', lastName: 'One' });
    const b = await t.createUser({ firstName: 'Old', lastName: 'Two' });
    const res = await t.call(admin, 'PATCH', url, [
      { user_id: a.id, item: 'firstName', value: 'Ana' },
      { user_id: b.id, item: 'lastName', value: 'Bell' },
      { user_id: a.id, item: 'weeklycommittedHours', value: 12 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Update successful' });
    expect(await namesOf([a.id, b.id])).toEqual(['Ana One', 'Old Bell']);
    const profile = (await t.call(admin, 'GET', `/api/userprofile/${a.id}`)).json<{
      weeklycommittedHours: number;
    }>();
    expect(profile.weeklycommittedHours).toBe(12);
  });

  it('lets a volunteer change their own name but not another person, nor a field PUT would refuse them', async () => {
    const me = await t.signedIn('Volunteer', { firstName: 'Me', lastName: 'Self' });
    const other = await t.createUser({ firstName: 'Not', lastName: 'Mine' });
    expect(
      (await t.call(me, 'PATCH', url, [{ user_id: me.id, item: 'firstName', value: 'Mia' }])).statusCode,
    ).toBe(200);
    expect(
      (await t.call(me, 'PATCH', url, [{ user_id: other.id, item: 'firstName', value: 'X' }])).statusCode,
    ).toBe(403);
    const restricted = await t.call(me, 'PATCH', url, [
      { user_id: me.id, item: 'lastName', value: 'Changed' },
      { user_id: me.id, item: 'weeklycommittedHours', value: 40 },
    ]);
    expect(restricted.statusCode).toBe(403);
    expect(await namesOf([me.id, other.id])).toEqual(['Mia Self', 'Not Mine']);
  });

  it('saves nothing when one change of the list is refused, and refuses hostile bodies with 400', async () => {
    const admin = await t.signedIn('Administrator');
    const a = await t.createUser({ firstName: 'Keep', lastName: 'Me' });
    for (const body of [
      [
        { user_id: a.id, item: 'firstName', value: 'Lost' },
        { user_id: randomUUID(), item: 'firstName', value: 'X' },
      ],
      [
        { user_id: a.id, item: 'firstName', value: 'Lost' },
        { user_id: a.id, item: 'lastName', value: '' },
      ],
      [{ user_id: a.id, item: 'passwordHash', value: 'x' }],
      [{ user_id: a.id, item: 'firstName', value: 'Lost', extra: 1 }],
      [],
      { user_id: a.id, item: 'firstName', value: 'Lost' },
      [{ user_id: a.id, item: 'firstName', value: 'x'.repeat(10_000) }],
    ]) {
      const res = await t.call(admin, 'PATCH', url, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const toOwner = await t.call(admin, 'PATCH', url, [
      { user_id: a.id, item: 'firstName', value: 'Lost' },
      { user_id: a.id, item: 'role', value: 'Owner' },
    ]);
    expect(toOwner.statusCode).toBe(403);
    expect(await namesOf([a.id])).toEqual(['Keep Me']);
  });

  it('answers ten identical edits at once each without a server error', async () => {
    const admin = await t.signedIn('Administrator');
    const [a, b] = await Promise.all([t.createUser(), t.createUser()]);
    const body = [
      { user_id: b.id, item: 'firstName', value: 'Same' },
      { user_id: a.id, item: 'firstName', value: 'Same' },
    ];
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call(admin, 'PATCH', url, body)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await namesOf([a.id, b.id])).map((name) => name.split(' ')[0])).toEqual(['Same', 'Same']);
  });
});

describe('GET /api/userProfile/singleName/:name', () => {
  it('finds people whose first or last name is the text, ignoring case and accents', async () => {
    const caller = await t.signedIn('Volunteer');
    const byFirst = await t.createUser({ firstName: 'Zoë', lastName: 'Quintana' });
    const byLast = await t.createUser({ firstName: 'Marta', lastName: 'Zoe' });
    await t.createUser({ firstName: 'Zoey', lastName: 'Other' });
    const res = await t.call(caller, 'GET', '/api/userProfile/singleName/zoe');
    expect(res.statusCode).toBe(200);
    const found = res.json<{ _id: string; firstName: string; lastName: string }[]>();
    expect(found.map((p) => p._id).sort()).toEqual([byFirst.id, byLast.id].sort());
    expect(found[0]).toEqual({ _id: byLast.id, firstName: 'Marta', lastName: 'Zoe', profilePic: '' });
  });

  it('takes LIKE wildcards literally and answers an empty list for nobody', async () => {
    const caller = await t.signedIn('Volunteer');
    const res = await t.call(caller, 'GET', `/api/userProfile/singleName/${encodeURIComponent('%')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/userprofile/teammembers/:userId', () => {
  it("answers the other members of the person's teams, each once", async () => {
    const caller = await t.signedIn('Volunteer');
    const person = await t.createUser({ firstName: 'Ada', lastName: 'Team' });
    const mate = await t.createUser({ firstName: 'Bea', lastName: 'Mate', role: 'Manager' });
    const stranger = await t.createUser({ firstName: 'Cid', lastName: 'Apart' });
    const [one, two, other] = await db
      .insert(teams)
      .values([
        { name: `One ${randomUUID()}` },
        { name: `Two ${randomUUID()}` },
        { name: `Other ${randomUUID()}` },
      ])
      .returning();
    await db.insert(teamMembers).values([
      { teamId: one!.id, userId: person.id },
      { teamId: two!.id, userId: person.id },
      { teamId: one!.id, userId: mate.id },
      { teamId: two!.id, userId: mate.id },
      { teamId: other!.id, userId: stranger.id },
    ]);
    const res = await t.call(caller, 'GET', `/api/userprofile/teammembers/${person.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ myTeam: [{ _id: mate.id, fullName: 'Bea Mate', role: 'Manager' }] });
  });

  it('answers 400 for an id that names nobody', async () => {
    const caller = await t.signedIn('Volunteer');
    for (const id of [randomUUID(), 'not-an-id'])
      expect((await t.call(caller, 'GET', `/api/userprofile/teammembers/${id}`)).statusCode).toBe(400);
  });
});

describe('GET /api/userprofile/project/:projectId', () => {
  it('lists the people on the project for those who may see project members, and no one else', async () => {
    const admin = await t.signedIn('Administrator');
    const volunteer = await t.signedIn('Volunteer');
    const member = await t.createUser({ firstName: 'Pat', lastName: 'Onsite' });
    const [project] = await db
      .insert(projects)
      .values({ name: `Roof ${randomUUID()}` })
      .returning();
    await db.insert(projectMembers).values({ projectId: project!.id, userId: member.id });
    const res = await t.call(admin, 'GET', `/api/userprofile/project/${project!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { _id: member.id, firstName: 'Pat', lastName: 'Onsite', email: member.email },
    ]);
    expect((await t.call(volunteer, 'GET', `/api/userprofile/project/${project!.id}`)).statusCode).toBe(403);
    expect((await t.call(admin, 'GET', `/api/userprofile/project/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('GET /api/userProfile/projects/:searchName', () => {
  it("answers the ids of the matching people's projects, and 400 when there are none", async () => {
    const caller = await t.signedIn('Volunteer');
    const ines = await t.createUser({ firstName: 'Inés', lastName: 'Ortega' });
    const other = await t.createUser({ firstName: 'Omar', lastName: 'Quill' });
    const [roof, well, far] = await db
      .insert(projects)
      .values([
        { name: `Roof ${randomUUID()}` },
        { name: `Well ${randomUUID()}` },
        { name: `Far ${randomUUID()}` },
      ])
      .returning();
    await db.insert(projectMembers).values([
      { projectId: roof!.id, userId: ines.id },
      { projectId: well!.id, userId: ines.id },
      { projectId: far!.id, userId: other.id },
    ]);
    for (const search of ['ines', 'ORTEG', 'Ines Ortega']) {
      const res = await t.call(caller, 'GET', `/api/userProfile/projects/${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
      expect(res.json()).toEqual({
        message: 'Found profile and related projects',
        allProjects: [roof!.id, well!.id].sort(),
      });
    }
    const none = await t.call(caller, 'GET', `/api/userProfile/projects/${encodeURIComponent('%_nobody')}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: 'Projects not found' });
  });
});

describe('PUT /api/userProfile/profileImage/remove and imagefromwebsite', () => {
  const upload = (userId: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/userprofile/${userId}/picture`,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: PNG,
    });
  const hasPicture = async (userId: string) =>
    (await db.select().from(profilePictures).where(eq(profilePictures.userId, userId))).length === 1;

  it("clears the person's own picture, and an administrator's call clears another's", async () => {
    const me = await t.signedIn('Volunteer');
    expect((await upload(me.id, me.headers)).statusCode).toBe(200);
    const res = await t.call(me, 'PUT', '/api/userProfile/profileImage/remove', { user_id: me.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Image Removed' });
    expect(await hasPicture(me.id)).toBe(false);
    expect(
      (await t.call(me, 'GET', `/api/userprofile/${me.id}`)).json<{ profilePic: string }>().profilePic,
    ).toBe('');

    const other = await t.signedIn('Volunteer');
    expect((await upload(other.id, other.headers)).statusCode).toBe(200);
    const admin = await t.signedIn('Administrator');
    expect(
      (await t.call(admin, 'PUT', '/api/userProfile/profileImage/remove', { user_id: other.id })).statusCode,
    ).toBe(200);
    expect(await hasPicture(other.id)).toBe(false);
  });

  it("refuses clearing someone else's picture without the right to edit their profile", async () => {
    const owner = await t.signedIn('Volunteer');
    expect((await upload(owner.id, owner.headers)).statusCode).toBe(200);
    for (const role of ['Volunteer', 'Mentor'] as const) {
      const stranger = await t.signedIn(role);
      const res = await t.call(stranger, 'PUT', '/api/userProfile/profileImage/remove', {
        user_id: owner.id,
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await hasPicture(owner.id)).toBe(true);
    const admin = await t.signedIn('Administrator');
    for (const body of [
      {},
      { user_id: 'nobody' },
      { user_id: randomUUID() },
      { user_id: owner.id, profilePic: 'x' },
    ])
      expect((await t.call(admin, 'PUT', '/api/userProfile/profileImage/remove', body)).statusCode).toBe(400);
    expect(await hasPicture(owner.id)).toBe(true);
  });

  it('answers ten identical removals at once each without a server error', async () => {
    const me = await t.signedIn('Volunteer');
    expect((await upload(me.id, me.headers)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call(me, 'PUT', '/api/userProfile/profileImage/remove', { user_id: me.id }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await hasPicture(me.id)).toBe(false);
  });

  it('refuses an address that is not among the suggested pictures with 400 naming the field', async () => {
    const me = await t.signedIn('Volunteer');
    expect((await upload(me.id, me.headers)).statusCode).toBe(200);
    const res = await t.call(me, 'PUT', '/api/userProfile/profileImage/imagefromwebsite', {
      user_id: me.id,
      selectedImage: 'https://www.onecommunityglobal.org/wp-content/uploads/someone.jpg',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PICTURE_NOT_SUGGESTED', field: 'selectedImage' });
    expect(await hasPicture(me.id)).toBe(true);
    const stranger = await t.signedIn('Volunteer');
    const refused = await t.call(stranger, 'PUT', '/api/userProfile/profileImage/imagefromwebsite', {
      user_id: me.id,
      selectedImage: 'https://example.org/a.jpg',
    });
    expect(refused.statusCode).toBe(403);
    const tooLong = await t.call(me, 'PUT', '/api/userProfile/profileImage/imagefromwebsite', {
      user_id: me.id,
      selectedImage: `https://example.org/${'a'.repeat(5000)}`,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('POST /api/userProfile/authorizeUser/weeeklySummaries', () => {
  const url = '/api/userProfile/authorizeUser/weeeklySummaries';

  it("accepts the caller's own password with the original body, and refuses a wrong one without saying more", async () => {
    const admin = await t.signedIn('Administrator');
    const ok = await t.call(admin, 'POST', url, { currentPassword: TEST_PASSWORD, currentUser: admin.email });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Correct Password, Password matches!' });
    const wrong = await t.call(admin, 'POST', url, { currentPassword: 'not it', currentUser: admin.email });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INCORRECT_PASSWORD', field: 'currentPassword' });
    expect(wrong.body).not.toContain('$argon');
  });

  it("checks the caller's password, never the one of the e-mail sent beside it", async () => {
    const admin = await t.signedIn('Administrator');
    const other = await t.createUser({ passwordHash: await hashPassword('Other!pass9') });
    const res = await t.call(admin, 'POST', url, {
      currentPassword: 'Other!pass9',
      currentUser: other.email,
    });
    expect(res.statusCode).toBe(400);
  });

  it('is refused to those who do not choose the recipients', async () => {
    for (const role of ['Volunteer', 'Manager', 'Core Team'] as const) {
      const caller = await t.signedIn(role);
      expect((await t.call(caller, 'POST', url, { currentPassword: TEST_PASSWORD })).statusCode).toBe(403);
    }
  });

  it('refuses a hostile body with 400 and limits guesses as a password change does', async () => {
    const owner = await t.signedIn('Owner');
    for (const body of [
      {},
      { currentPassword: '' },
      { currentPassword: { $gt: '' } },
      { currentPassword: 'x'.repeat(500) },
    ])
      expect((await t.call(owner, 'POST', url, body)).statusCode).toBe(400);
    const guesses = await Promise.all(
      Array.from({ length: 10 }, () => t.call(owner, 'POST', url, { currentPassword: 'guess' })),
    );
    const codes = guesses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    expect((await t.call(owner, 'POST', url, { currentPassword: TEST_PASSWORD })).statusCode).toBe(429);
  });
});
