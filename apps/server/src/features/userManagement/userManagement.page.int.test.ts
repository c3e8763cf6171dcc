import { addPacificDays, pacificDate, pacificDayToISO } from '@hgn/domain/time';
import type { UserPageJson } from '@hgn/domain/userManagement';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { timeOffRequests } from '../timeOff/timeOff.table.js';

// Sessions are checked against the real time, so the clock stands still at the real now.
const t = await createTestApp({ clock: fixedClock(Date.now()) });
const today = pacificDate(t.clock.now());
const day = (offset: number) => addPacificDays(today, offset);

let owner: Awaited<ReturnType<typeof t.signedIn>>;
let paused: { id: string; email: string };
let teamId: string;

beforeAll(async () => {
  owner = await t.signedIn('Owner', { firstName: 'Olivia', lastName: 'Owner' });
  await t.createUser({ firstName: 'Zoë', lastName: 'Ångström', email: 'zoe.angstrom@example.org' });
  await t.createUser({
    firstName: 'José',
    lastName: 'Núñez',
    role: 'Manager',
    jobTitle: ['Coordinator', 'Cook'],
  });
  paused = await t.createUser({
    firstName: 'Pia',
    lastName: 'Paused',
    isActive: false,
    inactiveReason: 'Paused',
    reactivationDate: day(20),
  });
  await t.createUser({
    firstName: 'Sam',
    lastName: 'Separated',
    isActive: false,
    inactiveReason: 'Separated',
  });
  await t.createUser({ firstName: 'Archie', lastName: 'Archived', isActive: false, archivedAt: new Date() });
  await t.createUser({ firstName: 'Under_score', lastName: 'Percent' });
  const [team] = await t.database.db
    .insert(teams)
    .values({ name: 'Garden Crew' })
    .returning({ id: teams.id });
  teamId = team!.id;
  await t.database.db.insert(teamMembers).values({ teamId, userId: paused.id });
  await t.database.db.insert(timeOffRequests).values([
    { userId: paused.id, startingDate: day(-30), endingDate: day(-24), durationWeeks: 1, reason: 'Past' },
    { userId: paused.id, startingDate: day(-3), endingDate: day(10), durationWeeks: 2, reason: 'Current' },
    { userId: paused.id, startingDate: day(40), endingDate: day(46), durationWeeks: 1, reason: 'Later' },
  ]);
});

const page = async (query: string, headers: Record<string, string> = owner.headers) =>
  t.app.inject({ method: 'GET', url: `/api/userprofile/page?${query}`, headers });

const names = (body: UserPageJson) => body.items.map((item) => `${item.firstName} ${item.lastName}`);

describe('GET /api/userprofile/page', () => {
  it('pages every user but the archived, by first name, with the total', async () => {
    const res = await page('pageSize=3&page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json<UserPageJson>();
    expect(body).toMatchObject({ total: 6, page: 2, pageSize: 3 });
    expect(names(body)).toEqual(['Sam Separated', 'Under_score Percent', 'Zoë Ångström']);
  });

  it('answers an empty page past the end with the total still right', async () => {
    const body = (await page('pageSize=5&page=9')).json<UserPageJson>();
    expect(body).toMatchObject({ items: [], total: 6 });
  });

  it('finds people ignoring accents and case, in names and e-mails', async () => {
    expect(names((await page('search=ANGSTROM')).json())).toEqual(['Zoë Ångström']);
    expect(names((await page('search=jose%20nunez')).json())).toEqual(['José Núñez']);
    expect(names((await page('search=zoe.angstrom@')).json())).toEqual(['Zoë Ångström']);
  });

  it('takes LIKE wildcards in a search literally', async () => {
    expect(names((await page('search=_')).json())).toEqual(['Under_score Percent']);
    expect((await page('search=%25')).json<UserPageJson>().total).toBe(0);
  });

  it('sends the job titles as one string, as the original list of users did', async () => {
    const [item] = (await page('role=Manager')).json<UserPageJson>().items;
    expect(item?.jobTitle).toBe('Coordinator, Cook');
  });

  it('filters by role, status and team', async () => {
    expect(names((await page('role=Manager')).json())).toEqual(['José Núñez']);
    expect(names((await page('status=paused')).json())).toEqual(['Pia Paused']);
    expect(names((await page('status=inactive')).json())).toEqual(['Pia Paused', 'Sam Separated']);
    expect((await page('status=active')).json<UserPageJson>().total).toBe(4);
    expect(names((await page(`team=${teamId}`)).json())).toEqual(['Pia Paused']);
  });

  it('lists archived users under the archived filter only', async () => {
    const archived = (await page('status=archived')).json<UserPageJson>();
    expect(names(archived)).toEqual(['Archie Archived']);
    expect(archived.items[0]).toMatchObject({ isArchived: true, isActive: false });
    for (const status of ['all', 'active', 'inactive', 'paused'])
      expect(names((await page(`status=${status}&search=archie`)).json()), status).toEqual([]);
  });

  it('shows the original fields, the pause and the current or next time off', async () => {
    const [item] = (await page('search=pia')).json<UserPageJson>().items;
    expect(item).toEqual({
      _id: paused.id,
      isActive: false,
      firstName: 'Pia',
      lastName: 'Paused',
      role: 'Volunteer',
      isProtected: false,
      jobTitle: '',
      email: paused.email,
      weeklycommittedHours: 10,
      inactiveReason: 'Paused',
      reactivationDate: pacificDayToISO(day(20)),
      endDate: null,
      startDate: pacificDayToISO(today),
      isSet: false,
      timeOffFrom: pacificDayToISO(day(-3)),
      timeOffTill: pacificDayToISO(day(10)),
      hasTimeOffRequest: true,
      isArchived: false,
    });
    const [other] = (await page('search=angstrom')).json<UserPageJson>().items;
    expect(other).toMatchObject({ timeOffFrom: null, timeOffTill: null, hasTimeOffRequest: false });
  });

  it('marks a protected account, whose actions the table offers to Owners only', async () => {
    await t.createUser({ firstName: 'Kip', lastName: 'Kept', isProtected: true });
    const [item] = (await page('search=kip')).json<UserPageJson>().items;
    expect(item).toMatchObject({ firstName: 'Kip', isProtected: true });
  });

  it('refuses bad paging and filters with 400', async () => {
    for (const query of ['page=0', 'pageSize=500', 'status=sleeping', 'team=not-a-team'])
      expect((await page(query)).statusCode, query).toBe(400);
  });

  it('is for those who may see user profiles or pause users', async () => {
    const volunteer = await t.signedIn('Volunteer');
    expect((await page('', volunteer.headers)).statusCode).toBe(403);
    const pauser = await t.signedIn('Volunteer', { frontPermissions: ['interactWithPauseUserButton'] });
    expect((await page('', pauser.headers)).statusCode).toBe(200);
    const coreTeam = await t.signedIn('Core Team');
    expect((await page('', coreTeam.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/userprofile/page' })).statusCode).toBe(401);
  });
});
