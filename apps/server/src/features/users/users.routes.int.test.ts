import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { badges, userBadges } from '../badges/badges.table.js';
import { blueSquares } from '../blueSquares/blueSquares.table.js';
import { projectMembers, projects } from '../projects/projects.table.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { timeOffRequests } from '../timeOff/timeOff.table.js';
import type { UserProfileJson } from '@hgn/domain/users';
import { users } from './users.table.js';

// A Wednesday afternoon in Pacific time; its week runs Sunday 2026-11-15 to Saturday 2026-11-21.
const clock = fixedClock('2026-11-18T20:00:00Z');
const t = await createTestApp({ clock });
const db = t.database.db;

/** Every key anywhere in a JSON value, so a test can prove a field is absent at any depth. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  return [];
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('GET /api/userprofile/:userId', () => {
  let viewer: Awaited<ReturnType<typeof t.signedIn>>;
  let subject: { id: string; email: string };

  beforeAll(async () => {
    viewer = await t.signedIn('Volunteer');
    subject = await t.createUser({
      firstName: 'Zoë',
      lastName: 'Łukaszewicz',
      role: 'Manager',
      jobTitle: ['Architect'],
      phoneNumber: ['+34 612 555 101'],
      weeklyCommittedHours: 12,
      startDate: '2024-03-10',
      locationCity: 'Kraków',
      locationLat: 50.06,
      locationLng: 19.94,
    });
    const [zeta, alpha] = await db
      .insert(teams)
      .values([{ name: 'Zeta Crew' }, { name: 'Alpha Crew' }])
      .returning();
    await db.insert(teamMembers).values([
      { teamId: zeta!.id, userId: subject.id },
      { teamId: alpha!.id, userId: subject.id },
    ]);
    const [solar, garden] = await db
      .insert(projects)
      .values([
        { name: 'Solar Roof', category: 'Energy' },
        { name: 'Garden', category: 'Food' },
      ])
      .returning();
    await db.insert(projectMembers).values([
      { projectId: solar!.id, userId: subject.id },
      { projectId: garden!.id, userId: subject.id },
    ]);
    const [unranked, first] = await db
      .insert(badges)
      .values([
        { name: 'Unranked', ranking: 0, type: 'Custom' },
        {
          name: 'First',
          ranking: 1,
          type: 'Personal Max',
          imageUrl: 'data:image/svg+xml,x',
          showReport: true,
        },
      ])
      .returning();
    await db.insert(userBadges).values([
      { userId: subject.id, badgeId: unranked!.id },
      { userId: subject.id, badgeId: first!.id, count: 2, earnedDates: ['2026-10-01', '2026-11-01'] },
    ]);
    await db.insert(blueSquares).values([
      { userId: subject.id, date: '2026-09-06', description: 'Older' },
      { userId: subject.id, date: '2026-11-15', description: 'Newer' },
    ]);
    await db.insert(timeOffRequests).values([
      {
        userId: subject.id,
        startingDate: '2026-10-04',
        endingDate: '2026-10-10',
        durationWeeks: 1,
        reason: 'Past',
      },
      {
        userId: subject.id,
        startingDate: '2026-12-06',
        endingDate: '2026-12-19',
        durationWeeks: 2,
        reason: 'Later',
      },
      {
        userId: subject.id,
        startingDate: '2026-11-08',
        endingDate: '2026-11-21',
        durationWeeks: 2,
        reason: 'Now',
      },
    ]);
  });

  const get = (userId: string, headers = viewer.headers) =>
    t.app.inject({ method: 'GET', url: `/api/userprofile/${userId}`, headers });

  it('answers the whole profile in the original shape', async () => {
    const res = await get(subject.id);
    expect(res.statusCode).toBe(200);
    const profile = res.json<UserProfileJson>();
    expect(profile).toMatchObject({
      _id: subject.id,
      firstName: 'Zoë',
      lastName: 'Łukaszewicz',
      email: subject.email,
      role: 'Manager',
      isActive: true,
      isProtected: false,
      profilePic: '',
      jobTitle: ['Architect'],
      phoneNumber: ['+34 612 555 101'],
      weeklycommittedHours: 12,
      timeZone: 'America/Los_Angeles',
      teamCode: '',
      startDate: '2024-03-10T08:00:00.000Z',
      endDate: null,
      location: { city: 'Kraków', coords: { lat: 50.06, lng: 19.94 } },
      privacySettings: { email: true, phoneNumber: true, blueSquares: true },
      permissions: { frontPermissions: [], removedDefaultPermissions: [] },
      preferences: { darkMode: false },
      __v: 0,
    });
    expect(Date.parse(profile.createdDate)).not.toBeNaN();
  });

  it('lists teams and projects by name', async () => {
    const profile = (await get(subject.id)).json<UserProfileJson>();
    expect(profile.teams.map((team) => team.teamName)).toEqual(['Alpha Crew', 'Zeta Crew']);
    expect(profile.projects).toEqual([
      { _id: expect.any(String) as string, projectName: 'Garden', category: 'Food' },
      { _id: expect.any(String) as string, projectName: 'Solar Roof', category: 'Energy' },
    ]);
  });

  it('carries badge details, ranking 0 last', async () => {
    const { badgeCollection } = (await get(subject.id)).json<UserProfileJson>();
    expect(badgeCollection).toHaveLength(2);
    expect(badgeCollection[0]).toMatchObject({
      badge: {
        badgeName: 'First',
        type: 'Personal Max',
        ranking: 1,
        imageUrl: 'data:image/svg+xml,x',
        showReport: true,
      },
      count: 2,
      earnedDate: ['2026-10-01', '2026-11-01'],
      featured: false,
    });
    expect(badgeCollection[1]?.badge.badgeName).toBe('Unranked');
  });

  it('lists blue squares newest first', async () => {
    const { infringements } = (await get(subject.id)).json<UserProfileJson>();
    expect(infringements.map((square) => square.date)).toEqual(['2026-11-15', '2026-09-06']);
    expect(infringements[0]).toMatchObject({
      _id: expect.any(String) as string,
      date: '2026-11-15',
      description: 'Newer',
      createdDate: expect.any(String) as string,
    });
  });

  it('shows the time off covering the current week, from its first to its last day', async () => {
    const profile = (await get(subject.id)).json<UserProfileJson>();
    expect(profile.timeOffFrom).toBe('2026-11-08T08:00:00.000Z');
    expect(profile.timeOffTill).toBe('2026-11-21T08:00:00.000Z');
  });

  it('shows the next time off when none is current', async () => {
    clock.set('2026-11-25T20:00:00Z');
    try {
      expect((await get(subject.id)).json<UserProfileJson>()).toMatchObject({
        timeOffFrom: '2026-12-06T08:00:00.000Z',
        timeOffTill: '2026-12-19T08:00:00.000Z',
      });
    } finally {
      clock.set('2026-11-18T20:00:00Z');
    }
  });

  it('shows no time off when every request has ended', async () => {
    const returned = await t.createUser();
    await db.insert(timeOffRequests).values({
      userId: returned.id,
      startingDate: '2026-11-01',
      endingDate: '2026-11-14',
      durationWeeks: 2,
      reason: 'Over last week',
    });
    expect((await get(returned.id)).json<UserProfileJson>()).toMatchObject({
      timeOffFrom: null,
      timeOffTill: null,
    });
  });

  it('never sends a password hash or anything named like a password', async () => {
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, subject.id));
    for (const id of [subject.id, viewer.id]) {
      const body = (await get(id)).json<UserProfileJson>();
      expect(allKeys(body).filter((key) => /password|hash|session|token/i.test(key))).toEqual([]);
      expect(
        allStrings(body).filter((text) => text.startsWith('$argon2') || text === row!.passwordHash),
      ).toEqual([]);
    }
  });

  it('accepts the id in capitals', async () => {
    const res = await get(subject.id.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json<UserProfileJson>()._id).toBe(subject.id);
  });

  it.each([
    ['an id of nobody', '00000000-0000-4000-8000-000000000000'],
    ['text that is no id', 'not-a-user'],
    ['a Mongo-style id', '5f4e3d2c1b0a998877665544'],
  ])('answers 400 for %s', async (_case, id) => {
    const res = await get(id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'This is not a valid user', code: 'NOT_A_VALID_USER' });
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await get(subject.id, {} as typeof viewer.headers);
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/userprofile/:userId/preferences', () => {
  const put = (userId: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/userprofile/${userId}/preferences`,
      headers,
      payload: payload as object,
    });

  it('saves the caller’s own dark mode and the profile shows it', async () => {
    const me = await t.signedIn('Volunteer');
    const res = await put(me.id, me.headers, { darkMode: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ darkMode: true });
    const profile = (
      await t.app.inject({ method: 'GET', url: `/api/userprofile/${me.id}`, headers: me.headers })
    ).json<UserProfileJson>();
    expect(profile.preferences).toEqual({ darkMode: true });
    expect(profile.__v).toBe(0);
  });

  it('refuses to change someone else’s, even for an Owner, and changes nothing', async () => {
    const owner = await t.signedIn('Owner');
    const other = await t.createUser();
    const res = await put(other.id, owner.headers, { darkMode: true });
    expect(res.statusCode).toBe(403);
    const [row] = await db.select({ darkMode: users.darkMode }).from(users).where(eq(users.id, other.id));
    expect(row!.darkMode).toBe(false);
  });

  it.each([[{}], [{ darkMode: 'yes' }], [{ darkMode: null }]])(
    'answers 400 for the body %j',
    async (body) => {
      const me = await t.signedIn('Volunteer');
      const res = await put(me.id, me.headers, body);
      expect(res.statusCode).toBe(400);
    },
  );
});
