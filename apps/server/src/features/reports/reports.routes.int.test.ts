import { peopleReportJson, projectReportJson, reportSubjectsJson, teamReportJson } from '@hgn/domain/reports';
import { timeEntryMessages } from '@hgn/domain/messages';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { projectMembers, projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { timeEntries } from '../timeEntries/timeEntries.table.js';
import { wbs } from '../wbs/wbs.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let owner: Caller;
let coreTeam: Caller;
let rita: Caller;
let outsider: Caller;
let omarId: string;
let gardenId: string;
let kitchenId: string;
let crewId: string;
let plantingId: string;

const logTime = (
  personId: string | null,
  dateOfWork: string,
  totalSeconds: number,
  at: { projectId?: string; wbsId?: string; taskId?: string; isTangible?: boolean } = {},
) => db.insert(timeEntries).values({ personId, dateOfWork, totalSeconds, isTangible: true, ...at });

beforeAll(async () => {
  [owner, coreTeam, outsider] = await Promise.all([
    t.signedIn('Owner'),
    t.signedIn('Core Team'),
    t.signedIn('Volunteer'),
  ]);
  rita = await t.signedIn('Volunteer', { firstName: 'Rita', lastName: 'Reed' });
  omarId = (await t.createUser({ firstName: 'Omar', lastName: 'Oak' })).id;

  const [garden, kitchen] = await db
    .insert(projects)
    .values([{ name: 'Report Garden', category: 'Food' }, { name: 'Report Kitchen' }])
    .returning();
  gardenId = garden!.id;
  kitchenId = kitchen!.id;
  await db.insert(projectMembers).values({ projectId: gardenId, userId: rita.id });
  const [plan] = await db.insert(wbs).values({ projectId: gardenId, name: 'Beds' }).returning();
  const [planting] = await db
    .insert(tasks)
    .values({ wbsId: plan!.id, name: 'Planting', num: '1', level: 1 })
    .returning();
  plantingId = planting!.id;

  const [crew] = await db.insert(teams).values({ name: 'Report Crew' }).returning();
  crewId = crew!.id;
  await db.insert(teamMembers).values([
    { teamId: crewId, userId: rita.id },
    { teamId: crewId, userId: omarId },
  ]);

  // Rita: the week of Sunday 1 November 2 h on the task and 30 min intangible on the garden, 1 h in
  // the kitchen the week after, and an hour in October outside the period. Omar: 1 h in the garden.
  // An administrator's lost time for the garden names no person and is no one's line.
  const onTask = { projectId: gardenId, wbsId: plan!.id, taskId: plantingId };
  await logTime(rita.id, '2026-11-02', 7200, onTask);
  await logTime(rita.id, '2026-11-03', 1800, { projectId: gardenId, isTangible: false });
  await logTime(rita.id, '2026-11-09', 3600, { projectId: kitchenId });
  await logTime(rita.id, '2026-10-20', 3600, { projectId: kitchenId });
  await logTime(omarId, '2026-11-10', 3600, { projectId: gardenId });
  await logTime(null, '2026-11-04', 36_000, { projectId: gardenId });
});

const november = 'fromDate=2026-11-01&toDate=2026-11-14';

describe('GET /api/reports/people/:userId', () => {
  it("answers a person's hours by project and by each week of the period", async () => {
    const res = await call(owner, 'GET', `/api/reports/people/${rita.id}?${november}`);
    expect(res.statusCode).toBe(200);
    const report = peopleReportJson.parse(res.json());
    expect(report.person).toMatchObject({ _id: rita.id, firstName: 'Rita', lastName: 'Reed' });
    expect(report.totals).toEqual({ tangibleHours: 3, intangibleHours: 0.5, totalHours: 3.5 });
    expect(report.projects).toEqual([
      {
        projectId: gardenId,
        projectName: 'Report Garden',
        tangibleHours: 2,
        intangibleHours: 0.5,
        totalHours: 2.5,
      },
      {
        projectId: kitchenId,
        projectName: 'Report Kitchen',
        tangibleHours: 1,
        intangibleHours: 0,
        totalHours: 1,
      },
    ]);
    expect(report.weeks.map((week) => [week.weekStart, week.totalHours])).toEqual([
      ['2026-11-01', 2.5],
      ['2026-11-08', 1],
    ]);
  });

  it('lets a volunteer read their own report and no one else’s', async () => {
    expect((await call(rita, 'GET', `/api/reports/people/${rita.id}?${november}`)).statusCode).toBe(200);
    expect((await call(outsider, 'GET', `/api/reports/people/${rita.id}?${november}`)).statusCode).toBe(403);
  });

  it('answers a table as CSV when asked, by query or by Accept', async () => {
    const res = await call(coreTeam, 'GET', `/api/reports/people/${rita.id}?${november}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Rita_Reed-hours-by-projects-2026-11-01-to-2026-11-14.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFProject,Tangible hours,Intangible hours,Total hours',
      'Report Garden,2,0.5,2.5',
      'Report Kitchen,1,0,1',
      '',
    ]);

    const weeks = await t.app.inject({
      method: 'GET',
      url: `/api/reports/people/${rita.id}?${november}&table=weeks`,
      headers: { ...coreTeam.headers, accept: 'text/csv' },
    });
    expect(weeks.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(weeks.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFWeek starting,Tangible hours,Intangible hours,Total hours',
      '2026-11-01,2,0.5,2.5',
    ]);
  });

  it('refuses a reversed, endless or malformed period, and answers 404 for nobody', async () => {
    const reversed = await call(
      owner,
      'GET',
      `/api/reports/people/${rita.id}?fromDate=2026-11-14&toDate=2026-11-01`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ field: 'toDate', message: timeEntryMessages.invalidDateRange });
    const endless = await call(
      owner,
      'GET',
      `/api/reports/people/${rita.id}?fromDate=2000-01-01&toDate=2026-11-01`,
    );
    expect(endless.statusCode).toBe(400);
    for (const query of [
      'fromDate=soon&toDate=2026-11-01',
      'toDate=2026-11-01',
      'fromDate=%00&toDate=2026-11-01',
      'fromDate=2026-11-01&fromDate=2026-11-02&toDate=2026-11-03',
      'fromDate=99999-01-01&toDate=99999-12-31',
      `${november}&table=nope`,
      `${november}&format=xml`,
    ])
      expect((await call(owner, 'GET', `/api/reports/people/${rita.id}?${query}`)).statusCode).toBe(400);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', 'x'.repeat(60)])
      expect((await call(owner, 'GET', `/api/reports/people/${id}?${november}`)).statusCode).toBe(404);
  });
});

describe('GET /api/reports/projects/:projectId', () => {
  it("answers a project's hours by person and by task, without lost time", async () => {
    const res = await call(owner, 'GET', `/api/reports/projects/${gardenId}?${november}`);
    expect(res.statusCode).toBe(200);
    const report = projectReportJson.parse(res.json());
    expect(report.totals).toEqual({ tangibleHours: 3, intangibleHours: 0.5, totalHours: 3.5 });
    expect(report.people.map((line) => [line.firstName, line.totalHours])).toEqual([
      ['Rita', 2.5],
      ['Omar', 1],
    ]);
    expect(report.tasks).toEqual([
      {
        taskId: plantingId,
        taskName: 'Planting',
        wbsName: 'Beds',
        tangibleHours: 2,
        intangibleHours: 0,
        totalHours: 2,
      },
      { taskId: null, taskName: '', wbsName: '', tangibleHours: 1, intangibleHours: 0.5, totalHours: 1.5 },
    ]);
  });

  it('lets its members read it and refuses others', async () => {
    expect((await call(rita, 'GET', `/api/reports/projects/${gardenId}?${november}`)).statusCode).toBe(200);
    expect((await call(rita, 'GET', `/api/reports/projects/${kitchenId}?${november}`)).statusCode).toBe(403);
    expect((await call(outsider, 'GET', `/api/reports/projects/${gardenId}?${november}`)).statusCode).toBe(
      403,
    );
  });

  it('exports the tasks table and answers 404 for no project', async () => {
    const res = await call(
      owner,
      'GET',
      `/api/reports/projects/${gardenId}?${november}&table=tasks&format=csv`,
    );
    expect(res.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFWBS,Task,Tangible hours,Intangible hours,Total hours',
      'Beds,Planting,2,0,2',
    ]);
    expect(
      (await call(owner, 'GET', `/api/reports/projects/00000000-0000-4000-8000-000000000000?${november}`))
        .statusCode,
    ).toBe(404);
    expect((await call(outsider, 'GET', `/api/reports/projects/nothing?${november}`)).statusCode).toBe(403);
  });
});

describe('GET /api/reports/teams/:teamId/hours', () => {
  it('answers every member with their hours, most first', async () => {
    const res = await call(owner, 'GET', `/api/reports/teams/${crewId}/hours?${november}`);
    expect(res.statusCode).toBe(200);
    const report = teamReportJson.parse(res.json());
    expect(report.team).toMatchObject({ _id: crewId, teamName: 'Report Crew' });
    expect(report.members.map((line) => [line.firstName, line.tangibleHours, line.totalHours])).toEqual([
      ['Rita', 3, 3.5],
      ['Omar', 1, 1],
    ]);
    expect(report.totals.totalHours).toBe(4.5);

    const quiet = teamReportJson.parse(
      (
        await call(owner, 'GET', `/api/reports/teams/${crewId}/hours?fromDate=2025-01-01&toDate=2025-01-31`)
      ).json(),
    );
    expect(quiet.members.map((line) => line.totalHours)).toEqual([0, 0]);
  });

  it('lets its members read it, refuses others, and exports the members table', async () => {
    expect((await call(rita, 'GET', `/api/reports/teams/${crewId}/hours?${november}`)).statusCode).toBe(200);
    expect((await call(outsider, 'GET', `/api/reports/teams/${crewId}/hours?${november}`)).statusCode).toBe(
      403,
    );
    const csv = await call(coreTeam, 'GET', `/api/reports/teams/${crewId}/hours?${november}&format=csv`);
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFMember,Active,Tangible hours,Intangible hours,Total hours',
      'Rita Reed,yes,3,0.5,3.5',
    ]);
  });
});

describe('GET /api/reports/subjects', () => {
  it('lists people, projects and teams for those with getReports only', async () => {
    const res = await call(coreTeam, 'GET', '/api/reports/subjects');
    expect(res.statusCode).toBe(200);
    const subjects = reportSubjectsJson.parse(res.json());
    expect(subjects.people.map((person) => person._id)).toContain(rita.id);
    expect(subjects.projects.map((project) => project.projectName)).toEqual([
      'Report Garden',
      'Report Kitchen',
    ]);
    expect(subjects.teams).toEqual([{ _id: crewId, teamName: 'Report Crew', isActive: true }]);
    expect((await call(rita, 'GET', '/api/reports/subjects')).statusCode).toBe(403);
  });

  it('writes nothing when it refuses', async () => {
    const before = (await db.select({ n: count() }).from(timeEntries))[0]!.n;
    await call(outsider, 'GET', `/api/reports/people/${omarId}?${november}&format=csv`);
    expect((await db.select({ n: count() }).from(timeEntries))[0]!.n).toBe(before);
  });
});
