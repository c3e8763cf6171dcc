import type { LeaderboardPageJson, LeaderboardRowJson, OrgDataJson } from '@hgn/domain/dashboard';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { timeLogger } from '../../../test/work.js';
import { timeOffRequests } from '../timeOff/timeOff.table.js';
import { weeklySummaries } from '../weeklySummaries/weeklySummaries.table.js';

// Wednesday 25 November 2026, noon Pacific: the week runs from Sunday the 22nd to Saturday the 28th.
const clock = fixedClock('2026-11-25T20:00:00Z');
const t = await createTestApp({ clock });
const db = t.database.db;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;

async function createTeam(members: { id: string; visible?: boolean }[]) {
  const [team] = await db
    .insert(teams)
    .values({ name: `Team ${Math.random().toString(36).slice(2)}` })
    .returning();
  for (const member of members)
    await db
      .insert(teamMembers)
      .values({ teamId: team!.id, userId: member.id, visible: member.visible ?? true });
  return team!.id;
}

const logTime = timeLogger(db);

const leaderboardOf = async (caller: Caller, userId: string) => {
  const res = await call(caller, 'GET', `/api/dashboard/leaderboard/${userId}`);
  expect(res.statusCode).toBe(200);
  return res.json<LeaderboardRowJson[]>();
};

let volunteer: Caller;
let teammate: Caller;
let idle: Caller;
let stranger: Caller;
let hidden: Caller;
let admin: Caller;
let leftId: string;
let strangersTeamId: string;

beforeAll(async () => {
  [volunteer, teammate, idle, stranger, hidden, admin] = await Promise.all([
    t.signedIn('Volunteer', { firstName: 'Vera', lastName: 'Volunteer', weeklyCommittedHours: 10 }),
    t.signedIn('Volunteer', {
      firstName: 'Tom',
      lastName: 'Teammate',
      weeklyCommittedHours: 12,
      missedHours: 1.5,
    }),
    t.signedIn('Volunteer', { firstName: 'ida', lastName: 'Idle', weeklyCommittedHours: 0 }),
    t.signedIn('Volunteer', { firstName: 'Sam', lastName: 'Stranger' }),
    t.signedIn('Volunteer', { firstName: 'Hal', lastName: 'Hidden' }),
    t.signedIn('Administrator', { firstName: 'Ada', lastName: 'Admin' }),
  ]);
  const left = await t.createUser({ firstName: 'Lea', lastName: 'Left', isActive: false });
  leftId = left.id;
  await createTeam([
    { id: volunteer.id },
    { id: teammate.id },
    { id: idle.id },
    { id: left.id },
    { id: hidden.id, visible: false },
  ]);
  strangersTeamId = await createTeam([{ id: stranger.id }]);

  // Tom: 3 h tangible and 1 h intangible this week; last week's and an inactive entry do not count.
  await logTime(teammate.id, '2026-11-22', 7200);
  await logTime(teammate.id, '2026-11-28', 3600);
  await logTime(teammate.id, '2026-11-25', 3600, false);
  await logTime(teammate.id, '2026-11-21', 3600);
  await logTime(teammate.id, '2026-11-24', 3600, true, false);
  // Vera: 30 minutes of intangible time only.
  await logTime(volunteer.id, '2026-11-23', 1800, false);
  await db.insert(weeklySummaries).values([
    { userId: teammate.id, weekStart: '2026-11-22', summary: '<p>This week Tom built the shelves.</p>' },
    { userId: volunteer.id, weekStart: '2026-11-15', summary: '<p>Last week only.</p>' },
    { userId: hidden.id, weekStart: '2026-11-22', summary: '' },
  ]);
  await db.insert(timeOffRequests).values({
    userId: teammate.id,
    startingDate: '2026-11-29',
    endingDate: '2026-12-05',
    durationWeeks: 1,
    reason: 'Family visit',
  });
});

describe('GET /api/dashboard/leaderboard/:userId', () => {
  it("lists the user's visible teams with this week's hours, most tangible first, then by name", async () => {
    const rows = await leaderboardOf(volunteer, volunteer.id);
    expect(rows.map((row) => row.name)).toEqual(['Tom Teammate', 'Hal Hidden', 'ida Idle', 'Vera Volunteer']);
    expect(rows.some((row) => row.personId === leftId || row.personId === stranger.id)).toBe(false);

    const [tom] = rows;
    expect(tom).toEqual({
      personId: teammate.id,
      role: 'Volunteer',
      name: 'Tom Teammate',
      isVisible: true,
      hasSummary: true,
      weeklycommittedHours: 12,
      missedHours: 1.5,
      totaltangibletime_hrs: 3,
      totalintangibletime_hrs: 1,
      totaltime_hrs: 4,
      percentagespentintangible: 75,
      timeOffFrom: '2026-11-29T08:00:00.000Z',
      timeOffTill: '2026-12-05T08:00:00.000Z',
      endDate: null,
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/) as string,
      createdDate: expect.any(String) as string,
    });
    const vera = rows.find((row) => row.personId === volunteer.id)!;
    expect(vera).toMatchObject({
      hasSummary: false,
      totaltangibletime_hrs: 0,
      totalintangibletime_hrs: 0.5,
      totaltime_hrs: 0.5,
      percentagespentintangible: 0,
      timeOffFrom: null,
    });
    const hal = rows.find((row) => row.personId === hidden.id)!;
    expect(hal).toMatchObject({ hasSummary: false, totaltime_hrs: 0 });
  });

  it('shows only the user to a member whose own membership is hidden', async () => {
    const rows = await leaderboardOf(hidden, hidden.id);
    expect(rows.map((row) => row.personId)).toEqual([hidden.id]);
  });

  it('shows everyone active when the viewed user may see users in the dashboard', async () => {
    const ids = (await leaderboardOf(admin, admin.id)).map((row) => row.personId);
    expect(ids).toEqual(expect.arrayContaining([admin.id, volunteer.id, stranger.id, hidden.id]));
    expect(ids).not.toContain(leftId);
    expect((await leaderboardOf(admin, volunteer.id)).map((row) => row.personId)).not.toContain(stranger.id);
  });

  it("refuses another user's leaderboard to a volunteer; 404 for nobody, 400 for an inactive user", async () => {
    expect((await call(volunteer, 'GET', `/api/dashboard/leaderboard/${stranger.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/dashboard/leaderboard/nobody')).statusCode).toBe(404);
    const inactive = await call(admin, 'GET', `/api/dashboard/leaderboard/${leftId}`);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toMatchObject({ code: 'USER_INACTIVE' });
  });

  it('shows time logged just before the next request, though the answer before it was kept', async () => {
    const hoursOfIda = async () =>
      (await leaderboardOf(volunteer, volunteer.id)).find((row) => row.personId === idle.id)!.totaltime_hrs;
    const before = await hoursOfIda();
    expect(await hoursOfIda()).toBe(before);
    await logTime(idle.id, '2026-11-24', 1800, false);
    expect(await hoursOfIda()).toBe(before + 0.5);
  });

  it('answers ten requests at once alike', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(volunteer, 'GET', `/api/dashboard/leaderboard/${volunteer.id}`)),
    );
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`)).size).toBe(1);
  });
});

describe('GET /api/dashboard/leaderboard/:userId/page', () => {
  const pageOf = async (caller: Caller, userId: string, query = '') => {
    const res = await call(caller, 'GET', `/api/dashboard/leaderboard/${userId}/page${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<LeaderboardPageJson>();
  };
  const namesOf = (page: LeaderboardPageJson) => page.items.map((row) => row.name);

  it('cuts the rows the caller sees from the whole board, in its order and with the same rows', async () => {
    const whole = await leaderboardOf(volunteer, volunteer.id);
    const page = await pageOf(volunteer, volunteer.id);
    // Ida is committed to no hours: a Volunteer sees her row on no page.
    expect(page).toEqual({
      items: whole.filter((row) => row.personId !== idle.id),
      total: 3,
      page: 1,
      pageSize: 50,
      teamMemberCount: null,
    });
    expect(namesOf(await pageOf(idle, idle.id))).toContain('ida Idle');
    expect(namesOf(await pageOf(admin, volunteer.id))).toContain('ida Idle');
  });

  it('pages, and answers an empty page past the end with the total', async () => {
    const second = await pageOf(volunteer, volunteer.id, '?page=2&pageSize=2');
    expect(namesOf(second)).toEqual(['Vera Volunteer']);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(await pageOf(volunteer, volunteer.id, '?page=9&pageSize=2')).toMatchObject({
      items: [],
      total: 3,
    });
  });

  it('searches names ignoring case, accents and extra spaces', async () => {
    expect(namesOf(await pageOf(volunteer, volunteer.id, '?search=%20%20TOM%20'))).toEqual(['Tom Teammate']);
    expect(namesOf(await pageOf(volunteer, volunteer.id, '?search=V%C3%A9ra'))).toEqual(['Vera Volunteer']);
    expect(await pageOf(volunteer, volunteer.id, '?search=nobody')).toMatchObject({ items: [], total: 0 });
  });

  it('filters by team for Administrators and says how many members the team has; refuses it to others', async () => {
    expect(await pageOf(admin, admin.id, `?team=${strangersTeamId}`)).toMatchObject({
      items: [expect.objectContaining({ name: 'Sam Stranger' })],
      total: 1,
      teamMemberCount: 1,
    });
    const [empty] = await db.insert(teams).values({ name: 'Nobody yet' }).returning();
    expect(await pageOf(admin, admin.id, `?team=${empty!.id}`)).toMatchObject({
      items: [],
      total: 0,
      teamMemberCount: 0,
    });
    const refused = await call(
      volunteer,
      'GET',
      `/api/dashboard/leaderboard/${volunteer.id}/page?team=${strangersTeamId}`,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TEAM_FILTER_FORBIDDEN' });
  });

  it("refuses what it cannot answer with 400, and others' boards as the whole list does", async () => {
    for (const query of [
      '?pageSize=100000',
      '?page=0',
      '?page=abc',
      `?search=${'x'.repeat(101)}`,
      '?team=not-a-team',
    ])
      expect(
        (await call(admin, 'GET', `/api/dashboard/leaderboard/${admin.id}/page${query}`)).statusCode,
      ).toBe(400);
    expect((await call(volunteer, 'GET', `/api/dashboard/leaderboard/${stranger.id}/page`)).statusCode).toBe(
      403,
    );
    expect((await call(admin, 'GET', `/api/dashboard/leaderboard/${leftId}/page`)).statusCode).toBe(400);
  });

  it('shows time logged just before the next request, and answers ten requests at once alike', async () => {
    const hoursOfTom = async () =>
      (await pageOf(volunteer, volunteer.id)).items.find((row) => row.personId === teammate.id)!
        .totaltime_hrs;
    const before = await hoursOfTom();
    await logTime(teammate.id, '2026-11-26', 900);
    expect(await hoursOfTom()).toBe(before + 0.25);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(volunteer, 'GET', `/api/dashboard/leaderboard/${volunteer.id}/page?search=a`),
      ),
    );
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`)).size).toBe(1);
  });
});

describe('GET /api/dashboard/leaderboard/org/data', () => {
  it('totals this week for active people committed to an hour or more, Mentors apart', async () => {
    const before = (await call(volunteer, 'GET', '/api/dashboard/leaderboard/org/data')).json<OrgDataJson>();
    const mentor = await t.createUser({ role: 'Mentor', weeklyCommittedHours: 20 });
    await logTime(mentor.id, '2026-11-24', 36_000);
    await logTime(idle.id, '2026-11-24', 36_000);
    const res = await call(volunteer, 'GET', '/api/dashboard/leaderboard/org/data');
    expect(res.statusCode).toBe(200);
    expect(res.json<OrgDataJson>()).toEqual(before);

    const extra = await t.createUser({ weeklyCommittedHours: 5 });
    await logTime(extra.id, '2026-11-24', 5400);
    await logTime(extra.id, '2026-11-24', 1800, false);
    const after = (await call(volunteer, 'GET', '/api/dashboard/leaderboard/org/data')).json<OrgDataJson>();
    expect(after).toEqual({
      _id: 0,
      memberCount: before.memberCount + 1,
      totalweeklycommittedHours: before.totalweeklycommittedHours + 5,
      totaltime_hrs: before.totaltime_hrs + 2,
      totaltangibletime_hrs: before.totaltangibletime_hrs + 1.5,
      totalintangibletime_hrs: before.totalintangibletime_hrs + 0.5,
    });
  });

  it('needs a signed-in caller', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard/leaderboard/org/data' })).statusCode,
    ).toBe(401);
  });
});
