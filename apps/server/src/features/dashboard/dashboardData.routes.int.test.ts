// The original client's dashboard reads (server-rules 5, "Other:"), read back after time is logged
// through `POST /api/TimeEntry`.
import type {
  ActionItemJson,
  DashboardMonthlyDataJson,
  DashboardPersonJson,
  DashboardWeeklyDataJson,
} from '@hgn/domain/dashboard';
import { timeEntryMessages } from '@hgn/domain/messages';
import type { UserProfileJson } from '@hgn/domain/users';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { workFixtures, type Caller } from '../../../test/work.js';

// Wednesday 25 November 2026, noon Pacific.
const t = await createTestApp({ clock: fixedClock('2026-11-25T20:00:00Z') });
const { call } = t;
const work = workFixtures(t, 'Dashboard');
const NOTES = 'Sowed the beans in the north garden and wrote it up at https://docs.example.org/beans today';
const RANGE = '2026-11-22/2026-11-28';

let admin: Caller;
let coreTeam: Caller;
let volunteer: Caller;
let other: Caller;
let project: { id: string; name: string };

const log = async (body: object) => {
  const res = await call(admin, 'POST', '/api/TimeEntry', {
    personId: volunteer.id,
    projectId: project.id,
    notes: NOTES,
    isTangible: true,
    minutes: 0,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  [admin, coreTeam, volunteer, other] = await Promise.all([
    t.signedIn('Administrator'),
    t.signedIn('Core Team'),
    t.signedIn('Volunteer', { firstName: 'Vera', lastName: 'Volunteer' }),
    t.signedIn('Volunteer'),
  ]);
  project = await work.createProject({ category: 'Food' });
  await log({ dateOfWork: '2026-11-23', hours: 2 });
  await log({ dateOfWork: '2026-11-24', hours: 1, minutes: 30 });
  await log({ dateOfWork: '2026-11-24', hours: 3, isTangible: false });
  await log({ dateOfWork: '2026-11-10', hours: 5 });
});

describe('GET /api/dashboard/:userId', () => {
  it("answers the person's name, role, picture and badges as the profile has them", async () => {
    const res = await call(volunteer, 'GET', `/api/dashboard/${volunteer.id}`);
    expect(res.statusCode).toBe(200);
    const profile = (
      await call(volunteer, 'GET', `/api/userprofile/${volunteer.id}`)
    ).json<UserProfileJson>();
    expect(res.json<DashboardPersonJson>()).toEqual({
      _id: volunteer.id,
      firstName: 'Vera',
      lastName: 'Volunteer',
      role: 'Volunteer',
      profilePic: profile.profilePic,
      badgeCollection: profile.badgeCollection,
    });
  });
});

describe('GET /api/dashboard/weeklydata and monthlydata', () => {
  it('answer the tangible hours of the period beside the commitment, and by project', async () => {
    const weekly = await call(volunteer, 'GET', `/api/dashboard/weeklydata/${volunteer.id}/${RANGE}`);
    expect(weekly.statusCode).toBe(200);
    const profile = (
      await call(volunteer, 'GET', `/api/userprofile/${volunteer.id}`)
    ).json<UserProfileJson>();
    expect(weekly.json<DashboardWeeklyDataJson>()).toEqual([
      { weeklycommittedHours: profile.weeklycommittedHours, timeSpent_hrs: 3.5 },
    ]);
    const monthly = await call(
      volunteer,
      'GET',
      `/api/dashboard/monthlydata/${volunteer.id}/2026-11-01/2026-11-30`,
    );
    expect(monthly.json<DashboardMonthlyDataJson>()).toEqual([
      { projectName: project.name, timeSpent_hrs: 8.5 },
    ]);
  });

  it('answer a period without tangible time as the original does', async () => {
    const monthly = await call(
      volunteer,
      'GET',
      `/api/dashboard/monthlydata/${volunteer.id}/2026-10-01/2026-10-31`,
    );
    expect(monthly.json<DashboardMonthlyDataJson>()).toEqual([{ projectName: '', timeSpent_hrs: 0 }]);
    const weekly = await call(other, 'GET', `/api/dashboard/weeklydata/${other.id}/${RANGE}`);
    expect(weekly.json<DashboardWeeklyDataJson>()[0]!.timeSpent_hrs).toBe(0);
  });

  it("answer a bad day with the original body, and text that is no person's id with 400", async () => {
    const bad = await call(volunteer, 'GET', `/api/dashboard/weeklydata/${volunteer.id}/2026-11-22/later`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: timeEntryMessages.invalidDateFormat,
      fromdate: '2026-11-22',
      todate: 'later',
    });
    for (const kind of ['weeklydata', 'monthlydata'])
      expect((await call(admin, 'GET', `/api/dashboard/${kind}/nobody/${RANGE}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/dashboard/nobody')).statusCode).toBe(400);
  });
});

describe('GET /api/actionItem/user/:userId', () => {
  it('answers an empty list: this product keeps no action items', async () => {
    const res = await call(volunteer, 'GET', `/api/actionItem/user/${volunteer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<ActionItemJson[]>()).toEqual([]);
  });
});

describe('who may read', () => {
  const paths = (userId: string) => [
    `/api/dashboard/${userId}`,
    `/api/dashboard/weeklydata/${userId}/${RANGE}`,
    `/api/dashboard/monthlydata/${userId}/${RANGE}`,
    `/api/actionItem/user/${userId}`,
  ];

  it("refuses another volunteer's, and admits those who may view others' dashboards", async () => {
    for (const path of paths(volunteer.id)) {
      expect((await call(other, 'GET', path)).statusCode, path).toBe(403);
      expect((await call(admin, 'GET', path)).statusCode, path).toBe(200);
      expect((await call(coreTeam, 'GET', path)).statusCode, path).toBe(200);
    }
  });

  it('answers ten concurrent reads of each without a server error', async () => {
    const reads = Array.from({ length: 10 }, () =>
      paths(volunteer.id).map((path) => call(admin, 'GET', path)),
    );
    for (const res of await Promise.all(reads.flat())) expect(res.statusCode).toBe(200);
  });
});
