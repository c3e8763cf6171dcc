// The report reads of time entries the original client makes (api-paths B.2, server-rules 3): a
// project's entries, several people's for the reports, the lost time of people, projects and teams,
// and every entry a page at a time; read back after being logged through `POST /api/TimeEntry`.
import { timeEntryMessages } from '@hgn/domain/messages';
import type {
  LostProjectTimeEntryJson,
  LostTeamTimeEntryJson,
  LostUserTimeEntryJson,
  ReportsTimeEntryJson,
  StoredTimeEntryJson,
  TimeEntryJson,
} from '@hgn/domain/timeEntries';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { workFixtures, type Caller } from '../../../test/work.js';
import { projectMembers } from '../projects/projects.table.js';
import { teams } from '../teams/teams.table.js';

const TODAY = '2026-11-25';
const t = await createTestApp({ clock: fixedClock('2026-11-25T20:00:00Z') });
const db = t.database.db;
const { call } = t;
const work = workFixtures(t, 'Reports');
const NOTES = 'Sowed the beans in the north garden and wrote it up at https://docs.example.org/beans today';
const RANGE = { fromDate: '2026-11-01', toDate: '2026-11-30' };

let admin: Caller;
let volunteer: Caller;
let member: Caller;
let stranger: Caller;
let project: { id: string; name: string };
let team: { id: string; name: string };
const logged: Record<string, string> = {};

async function log(caller: Caller, body: object) {
  const res = await call(caller, 'POST', '/api/TimeEntry', {
    dateOfWork: TODAY,
    hours: 1,
    minutes: 15,
    projectId: project.id,
    notes: NOTES,
    isTangible: true,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ timeEntry: TimeEntryJson }>().timeEntry._id;
}

beforeAll(async () => {
  [admin, volunteer, member, stranger] = await Promise.all([
    t.signedIn('Administrator'),
    t.signedIn('Volunteer', { firstName: 'Vera', lastName: 'Volunteer' }),
    t.signedIn('Volunteer'),
    t.signedIn('Volunteer'),
  ]);
  project = await work.createProject({ category: 'Food' });
  await db.insert(projectMembers).values({ projectId: project.id, userId: member.id });
  team = (await db.insert(teams).values({ name: 'Reports team' }).returning())[0]!;
  logged.own = await log(volunteer, { personId: volunteer.id });
  logged.person = await log(admin, { personId: volunteer.id, entryType: 'person', notes: 'Lost time' });
  logged.project = await log(admin, { personId: admin.id, entryType: 'project', notes: 'Project time' });
  logged.team = await log(admin, {
    personId: admin.id,
    entryType: 'team',
    projectId: null,
    teamId: team.id,
    isTangible: false,
    notes: 'Team time',
  });
});

describe('GET /api/TimeEntry/projects/:projectId/:fromDate/:toDate', () => {
  const path = (id: string, from = RANGE.fromDate, to = RANGE.toDate) =>
    `/api/TimeEntry/projects/${id}/${from}/${to}`;

  it("answers the project's entries as time-entry cards to a member and to a holder of getReports", async () => {
    for (const caller of [member, admin]) {
      const res = await call(caller, 'GET', path(project.id));
      expect(res.statusCode).toBe(200);
      const entries = res.json<TimeEntryJson[]>();
      expect(entries.map((entry) => entry._id).sort()).toEqual(
        [logged.own, logged.person, logged.project].sort(),
      );
      expect(entries.find((entry) => entry._id === logged.own)).toMatchObject({
        personId: volunteer.id,
        projectName: project.name,
        projectCategory: 'food',
        hours: 1,
        minutes: 15,
        entryType: 'default',
      });
    }
  });

  it('refuses someone outside the project without getReports', async () => {
    expect((await call(stranger, 'GET', path(project.id))).statusCode).toBe(403);
  });

  it('answers a bad day with the original body, a bad id with 400 and an unknown project with 404', async () => {
    const bad = await call(admin, 'GET', path(project.id, 'someday'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: timeEntryMessages.invalidDateFormat,
      fromdate: 'someday',
      todate: RANGE.toDate,
    });
    expect((await call(admin, 'GET', path('not-an-id'))).statusCode).toBe(400);
    expect((await call(admin, 'GET', path(crypto.randomUUID()))).statusCode).toBe(404);
  });
});

describe('POST /api/TimeEntry/reports', () => {
  it("answers every entry of the people, with the project's name, to a holder of getReports", async () => {
    const res = await call(admin, 'POST', '/api/TimeEntry/reports', { users: [volunteer.id], ...RANGE });
    expect(res.statusCode).toBe(200);
    const entries = res.json<ReportsTimeEntryJson[]>();
    expect(entries.map((entry) => entry._id).sort()).toEqual([logged.own, logged.person].sort());
    expect(entries.find((entry) => entry._id === logged.own)).toEqual({
      _id: logged.own,
      isTangible: true,
      personId: volunteer.id,
      dateOfWork: TODAY,
      hours: 1,
      minutes: 15,
      projectId: project.id,
      projectName: project.name,
    });
  });

  it("lets a person read their own and nobody else's without getReports", async () => {
    const own = await call(volunteer, 'POST', '/api/TimeEntry/reports', { users: [volunteer.id], ...RANGE });
    expect(own.statusCode).toBe(200);
    const others = await call(stranger, 'POST', '/api/TimeEntry/reports', {
      users: [stranger.id, volunteer.id],
      ...RANGE,
    });
    expect(others.statusCode).toBe(403);
  });

  it('refuses bad days and ids with 400', async () => {
    for (const body of [
      { users: [volunteer.id], fromDate: 'soon', toDate: RANGE.toDate },
      { users: [volunteer.id], fromDate: RANGE.toDate, toDate: RANGE.fromDate },
      { users: ['nobody'], ...RANGE },
      { ...RANGE },
    ])
      expect((await call(admin, 'POST', '/api/TimeEntry/reports', body)).statusCode).toBe(400);
  });
});

describe('POST /api/TimeEntry/lostUsers, /lostProjects, /lostTeams', () => {
  it('answers the lost time of each kind in the original shapes', async () => {
    const users = await call(admin, 'POST', '/api/TimeEntry/lostUsers', { users: [volunteer.id], ...RANGE });
    expect(users.json<LostUserTimeEntryJson[]>()).toEqual([
      {
        _id: logged.person,
        notes: 'Lost time',
        isTangible: true,
        dateOfWork: TODAY,
        entryType: 'person',
        hours: 1,
        minutes: 15,
        personId: { _id: volunteer.id, firstName: 'Vera', lastName: 'Volunteer' },
        firstName: 'Vera',
        lastName: 'Volunteer',
      },
    ]);
    const projects = await call(admin, 'POST', '/api/TimeEntry/lostProjects', {
      projects: [project.id],
      ...RANGE,
    });
    expect(projects.json<LostProjectTimeEntryJson[]>()).toEqual([
      expect.objectContaining({
        _id: logged.project,
        entryType: 'project',
        projectId: project.id,
        projectName: project.name,
      }),
    ]);
    const teamsLost = await call(admin, 'POST', '/api/TimeEntry/lostTeams', { teams: [team.id], ...RANGE });
    expect(teamsLost.json<LostTeamTimeEntryJson[]>()).toEqual([
      expect.objectContaining({
        _id: logged.team,
        entryType: 'team',
        isTangible: false,
        teamId: team.id,
        teamName: 'Reports team',
      }),
    ]);
  });

  it("lets a person read their own lost time; others' and projects' and teams' need getReports", async () => {
    const own = await call(volunteer, 'POST', '/api/TimeEntry/lostUsers', {
      users: [volunteer.id],
      ...RANGE,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<LostUserTimeEntryJson[]>()).toHaveLength(1);
    for (const [path, body] of [
      ['/api/TimeEntry/lostUsers', { users: [volunteer.id], ...RANGE }],
      ['/api/TimeEntry/lostProjects', { projects: [project.id], ...RANGE }],
      ['/api/TimeEntry/lostTeams', { teams: [team.id], ...RANGE }],
    ] as const)
      expect((await call(member, 'POST', path, body)).statusCode).toBe(403);
  });

  it('refuses bad days and ids with 400 and answers an empty list of ids with none', async () => {
    const bad = await call(admin, 'POST', '/api/TimeEntry/lostTeams', { teams: ['x'], ...RANGE });
    expect(bad.statusCode).toBe(400);
    const badDay = await call(admin, 'POST', '/api/TimeEntry/lostProjects', {
      projects: [project.id],
      fromDate: '2026-13-40',
      toDate: RANGE.toDate,
    });
    expect(badDay.statusCode).toBe(400);
    const none = await call(admin, 'POST', '/api/TimeEntry/lostProjects', { projects: [], ...RANGE });
    expect(none.json()).toEqual([]);
  });
});

describe('GET /api/TimeEntry', () => {
  it('answers every entry as stored, a page at a time, to a holder of getReports', async () => {
    const first = await call(admin, 'GET', '/api/TimeEntry?pageSize=2');
    expect(first.statusCode).toBe(200);
    const second = await call(admin, 'GET', '/api/TimeEntry?pageSize=2&page=2');
    const ids = [...first.json<StoredTimeEntryJson[]>(), ...second.json<StoredTimeEntryJson[]>()].map(
      (entry) => entry._id,
    );
    // The clock stands still here, so the entries share their change time: the pages still part them.
    expect(ids.sort()).toEqual(Object.values(logged).sort());
    const teamEntry = [...first.json<StoredTimeEntryJson[]>(), ...second.json<StoredTimeEntryJson[]>()].find(
      (entry) => entry._id === logged.team,
    );
    expect(teamEntry).toMatchObject({ totalSeconds: 4500, entryType: 'team', teamId: team.id });
  });

  it('refuses those without getReports and a page size beyond the bound', async () => {
    expect((await call(volunteer, 'GET', '/api/TimeEntry')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/TimeEntry?pageSize=100000')).statusCode).toBe(400);
  });
});

it('answers ten concurrent reads of each kind without a server error', async () => {
  const reads = Array.from({ length: 10 }, () => [
    call(member, 'GET', `/api/TimeEntry/projects/${project.id}/${RANGE.fromDate}/${RANGE.toDate}`),
    call(admin, 'POST', '/api/TimeEntry/reports', { users: [volunteer.id], ...RANGE }),
    call(admin, 'POST', '/api/TimeEntry/lostUsers', { users: [volunteer.id], ...RANGE }),
    call(admin, 'GET', '/api/TimeEntry'),
  ]).flat();
  for (const res of await Promise.all(reads)) expect(res.statusCode).toBe(200);
});
