import {
  taskAndProjectStatsJson,
  teamsStatsJson,
  volunteerStatsJson,
  type VolunteerStatsJson,
} from '@hgn/domain/orgSummary';
import type { Role } from '@hgn/domain/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { badges, userBadges } from '../badges/badges.table.js';
import { blueSquares } from '../blueSquares/blueSquares.table.js';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { timeEntries } from '../timeEntries/timeEntries.table.js';
import { wbs } from '../wbs/wbs.table.js';

// Friday 27 November 2026, noon Pacific. The period is the four weeks of Sunday 1 to Saturday 28
// November; the comparison period is 4 to 31 October.
const t = await createTestApp({ clock: fixedClock('2026-11-27T20:00:00.000Z'), pool: { max: 2 } });
const db = t.database.db;
const { call } = t;

const NOVEMBER = 'startDate=2026-11-01&endDate=2026-11-28';
const HOUR = 3600;
// Callers start after both periods, so they count in none of the figures.
const caller = (role: Role, frontPermissions: string[] = []) =>
  t.signedIn(role, { startDate: '2027-01-01', frontPermissions });

let owner: Awaited<ReturnType<typeof caller>>;

beforeAll(async () => {
  owner = await caller('Owner');
  const ann = await t.createUser({ firstName: 'Ann', startDate: '2026-01-10', weeklyCommittedHours: 10 });
  const ben = await t.createUser({ firstName: 'Ben', startDate: '2026-11-10', weeklyCommittedHours: 5 });
  const cleo = await t.createUser({
    firstName: 'Cleo',
    startDate: '2025-05-01',
    isActive: false,
    deactivatedAt: new Date('2026-11-15T20:00:00Z'),
  });
  const dan = await t.createUser({
    firstName: 'Dan',
    startDate: '2025-05-01',
    isActive: false,
    deactivatedAt: new Date('2026-09-01T20:00:00Z'),
  });

  const [garden, hall] = await db
    .insert(projects)
    .values([
      { name: 'Garden', category: 'Food' },
      { name: 'Hall', category: 'Housing' },
    ])
    .returning();
  const log = (
    personId: string,
    dateOfWork: string,
    hours: number,
    projectId: string | null,
    isTangible = true,
  ) => ({ personId, dateOfWork, totalSeconds: hours * HOUR, projectId, isTangible }) as const;
  await db
    .insert(timeEntries)
    .values([
      log(ann.id, '2026-11-02', 10, garden!.id),
      log(ann.id, '2026-11-09', 10, garden!.id),
      log(ann.id, '2026-11-16', 10, garden!.id),
      log(ann.id, '2026-11-23', 15, garden!.id),
      log(ann.id, '2026-11-03', 2, garden!.id, false),
      log(ann.id, '2026-11-04', 1, null),
      log(ben.id, '2026-11-27', 3, garden!.id),
      log(ann.id, '2026-10-12', 8, garden!.id),
    ]);

  const [hallWbs] = await db.insert(wbs).values({ projectId: hall!.id, name: 'Build' }).returning();
  const task = (name: string, completedAt: Date | null) => ({
    wbsId: hallWbs!.id,
    name,
    num: name,
    level: 1,
    createdAt: new Date('2026-10-01T20:00:00Z'),
    completedAt,
  });
  await db.insert(tasks).values([task('1', new Date('2026-11-12T20:00:00Z')), task('2', null)]);

  await db.insert(blueSquares).values([
    { userId: cleo.id, date: '2026-11-07', description: 'Hours not met' },
    { userId: ann.id, date: '2026-10-10', description: 'Hours not met' },
  ]);
  const [badge] = await db.insert(badges).values({ name: 'Org Summary Badge' }).returning();
  await db.insert(userBadges).values({
    userId: ann.id,
    badgeId: badge!.id,
    count: 2,
    earnedDates: ['Nov-22-26', 'Oct-05-26'],
  });

  const [growers, quiet] = await db
    .insert(teams)
    .values([{ name: 'Growers', teamCode: 'G-ROW' }, { name: 'Quiet' }])
    .returning();
  await db.insert(teamMembers).values([
    { teamId: growers!.id, userId: ann.id },
    { teamId: growers!.id, userId: ben.id },
    { teamId: growers!.id, userId: cleo.id },
    { teamId: quiet!.id, userId: dan.id },
  ]);
});

const get = async (url: string, as = owner) => {
  const res = await call(as, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const figure = (current: number, comparison: number) => ({ current, comparison });
const csvLinesOf = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');

describe('GET /api/reports/volunteerstats', () => {
  it('counts the period beside the previous period of as many days', async () => {
    const stats = volunteerStatsJson.parse((await get(`/api/reports/volunteerstats?${NOVEMBER}`)).json());
    expect(stats).toEqual({
      period: { startDate: '2026-11-01', endDate: '2026-11-28' },
      comparisonPeriod: { startDate: '2026-10-04', endDate: '2026-10-31' },
      figures: {
        activeVolunteers: figure(3, 2),
        newVolunteers: figure(1, 0),
        deactivatedVolunteers: figure(1, 0),
        metCommitment: figure(1, 0),
        missedCommitment: figure(2, 2),
        tangibleHours: figure(49, 8),
        intangibleHours: figure(2, 0),
        blueSquares: figure(1, 1),
        badgesEarned: figure(1, 1),
      },
      hoursByCategory: [
        { category: 'Food', tangibleHours: figure(48, 8) },
        { category: null, tangibleHours: figure(1, 0) },
      ],
      hoursBands: [
        { label: '0-10', minHours: 0, maxHours: 10, volunteers: figure(2, 2) },
        { label: '10-20', minHours: 10, maxHours: 20, volunteers: figure(1, 0) },
        { label: '20-30', minHours: 20, maxHours: 30, volunteers: figure(0, 0) },
        { label: '30-40', minHours: 30, maxHours: 40, volunteers: figure(0, 0) },
        { label: '40+', minHours: 40, maxHours: null, volunteers: figure(0, 0) },
      ],
    } satisfies VolunteerStatsJson);
  });

  it('adds the days around whole weeks from the entries, and takes a given comparison period', async () => {
    // Wednesday 4 to Tuesday 24 November: the weeks of the 8th and 15th, and seven days around them.
    const stats = volunteerStatsJson.parse(
      (
        await get(
          '/api/reports/volunteerstats?startDate=2026-11-04&endDate=2026-11-24&comparisonStartDate=2026-11-02&comparisonEndDate=2026-11-03',
        )
      ).json(),
    );
    expect(stats.comparisonPeriod).toEqual({ startDate: '2026-11-02', endDate: '2026-11-03' });
    expect(stats.figures.tangibleHours).toEqual(figure(36, 10));
    expect(stats.figures.intangibleHours).toEqual(figure(0, 2));
  });

  it('answers each of its tables as CSV, chosen by `table`', async () => {
    const figures = await get(`/api/reports/volunteerstats?${NOVEMBER}&format=csv`);
    expect(figures.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(figures.headers['content-disposition']).toBe(
      'attachment; filename="org-summary-figures-2026-11-01-to-2026-11-28.csv"',
    );
    const lines = csvLinesOf(figures.body);
    expect(lines[0]).toBe('Figure,This period,Comparison period,Difference,Change (%)');
    expect(lines[1]).toBe('Active volunteers,3,2,1,50');
    expect(lines).toHaveLength(1 + 9 + 1);
    const categories = csvLinesOf(
      (await get(`/api/reports/volunteerstats?${NOVEMBER}&format=csv&table=categories`)).body,
    );
    expect(categories.slice(0, 3)).toEqual([
      'Category,Tangible hours,Comparison tangible hours,Difference,Change (%)',
      'Food,48,8,40,500',
      'No project,1,0,1,',
    ]);
    const bands = csvLinesOf((await get(`/api/reports/volunteerstats?${NOVEMBER}&table=bands`, owner)).body);
    expect(bands).toHaveLength(1);
    const byAccept = await t.app.inject({
      method: 'GET',
      url: `/api/reports/volunteerstats?${NOVEMBER}&table=bands`,
      headers: { ...owner.headers, accept: 'text/csv' },
    });
    expect(csvLinesOf(byAccept.body)[0]).toBe(
      'Average weekly hours,Volunteers,Comparison volunteers,Difference,Change (%)',
    );
  });
});

describe('GET /api/reports/overviewsummaries/taskandprojectstats', () => {
  it('gives each project its hours and tasks, and time on no project a line of its own', async () => {
    const stats = taskAndProjectStatsJson.parse(
      (await get(`/api/reports/overviewsummaries/taskandprojectstats?${NOVEMBER}`)).json(),
    );
    expect(stats.totals).toEqual({
      tangibleHours: 49,
      intangibleHours: 2,
      tasksCompleted: 1,
      tasksActive: 2,
    });
    expect(
      stats.projects.map((p) => [
        p.projectName,
        p.category,
        p.tangibleHours,
        p.intangibleHours,
        p.tasksCompleted,
        p.tasksActive,
      ]),
    ).toEqual([
      ['Garden', 'Food', 48, 2, 0, 0],
      [null, null, 1, 0, 0, 0],
      ['Hall', 'Housing', 0, 0, 1, 2],
    ]);
  });

  it('answers the projects table as CSV', async () => {
    const res = await get(`/api/reports/overviewsummaries/taskandprojectstats?${NOVEMBER}&format=csv`);
    expect(csvLinesOf(res.body)).toEqual([
      'Project,Category,Active,Tangible hours,Intangible hours,Tasks completed,Tasks active',
      'Garden,Food,yes,48,2,0,0',
      'No project,,yes,1,0,0,0',
      'Hall,Housing,yes,0,0,1,2',
      '',
    ]);
  });
});

describe('GET /api/reports/teams', () => {
  it('lists the teams with enough active members, with their hours', async () => {
    const stats = teamsStatsJson.parse(
      (await get('/api/reports/teams?endDate=2026-11-28&activeMembersMinimum=1')).json(),
    );
    expect(stats.period).toEqual({ startDate: '2026-11-01', endDate: '2026-11-28' });
    expect(stats.teams).toEqual([
      {
        _id: expect.any(String) as string,
        teamName: 'Growers',
        teamCode: 'G-ROW',
        memberCount: 3,
        activeMemberCount: 2,
        tangibleHours: 49,
        intangibleHours: 2,
      },
    ]);
    const all = teamsStatsJson.parse((await get('/api/reports/teams?endDate=2026-11-28')).json());
    expect(all.teams.map((team) => [team.teamName, team.activeMemberCount])).toEqual([
      ['Growers', 2],
      ['Quiet', 0],
    ]);
  });

  it('answers the teams table as CSV', async () => {
    const res = await get('/api/reports/teams?startDate=2026-11-01&endDate=2026-11-28&format=csv');
    expect(csvLinesOf(res.body).slice(0, 2)).toEqual([
      'Team,Team code,Members,Active members,Tangible hours,Intangible hours',
      'Growers,G-ROW,3,2,49,2',
    ]);
  });
});

describe('who may read the summary', () => {
  const urls = [
    `/api/reports/volunteerstats?${NOVEMBER}`,
    `/api/reports/overviewsummaries/taskandprojectstats?${NOVEMBER}`,
    '/api/reports/teams?endDate=2026-11-28',
  ];

  it('answers the five roles of the page and a Volunteer given getWeeklySummaries', async () => {
    for (const role of ['Owner', 'Administrator', 'Manager', 'Mentor', 'Core Team'] as const) {
      const as = await caller(role);
      for (const url of urls) expect((await call(as, 'GET', url)).statusCode, `${role} ${url}`).toBe(200);
    }
    const trusted = await caller('Volunteer', ['getWeeklySummaries']);
    for (const url of urls) expect((await call(trusted, 'GET', url)).statusCode, url).toBe(200);
  });

  it('refuses a Volunteer, and anyone not signed in', async () => {
    const volunteer = await caller('Volunteer');
    for (const url of urls) {
      expect((await call(volunteer, 'GET', url)).statusCode, url).toBe(403);
      expect((await call(volunteer, 'GET', `${url}&format=csv`)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('what the queries refuse', () => {
  it('refuses bad and hostile dates and numbers with 400', async () => {
    const bad = [
      '/api/reports/volunteerstats?startDate=2026-11-28&endDate=2026-11-01',
      '/api/reports/volunteerstats?startDate=2026-02-30&endDate=2026-03-01',
      '/api/reports/volunteerstats?startDate=2000-01-01&endDate=2026-11-01',
      '/api/reports/volunteerstats?startDate=0001-01-01&endDate=0001-01-02',
      '/api/reports/volunteerstats?startDate=2026-11-01&endDate=9999999-01-01',
      '/api/reports/volunteerstats?endDate=2026-11-01',
      `/api/reports/volunteerstats?${NOVEMBER}&comparisonStartDate=2026-10-01`,
      `/api/reports/volunteerstats?${NOVEMBER}&startDate=2026-11-02`,
      `/api/reports/volunteerstats?${NOVEMBER}&table=people&format=csv`,
      `/api/reports/volunteerstats?${NOVEMBER}&format=xml`,
      `/api/reports/volunteerstats?startDate=${'9'.repeat(5000)}&endDate=2026-11-01`,
      '/api/reports/volunteerstats?startDate=%00&endDate=2026-11-01',
      '/api/reports/overviewsummaries/taskandprojectstats?startDate=yesterday&endDate=2026-11-01',
      '/api/reports/teams?endDate=2026-11-28&activeMembersMinimum=-1',
      '/api/reports/teams?endDate=2026-11-28&activeMembersMinimum=1e400',
      '/api/reports/teams?endDate=2026-11-28&activeMembersMinimum=99999999999',
      '/api/reports/teams?startDate=2026-12-01&endDate=2026-11-28',
    ];
    for (const url of bad) expect((await call(owner, 'GET', url)).statusCode, url).toBe(400);
  });

  it('answers the longest period at the ends of the calendar', async () => {
    await get('/api/reports/volunteerstats?startDate=1970-01-01&endDate=1975-01-04');
    await get('/api/reports/volunteerstats?startDate=9995-01-01&endDate=9999-12-31');
    await get('/api/reports/overviewsummaries/taskandprojectstats?startDate=9995-01-01&endDate=9999-12-31');
    await get('/api/reports/teams?endDate=9999-12-31');
  });

  it('answers ten requests at once alike on a pool of two connections', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          owner,
          'GET',
          i % 2 ? `/api/reports/volunteerstats?${NOVEMBER}` : '/api/reports/teams?endDate=2026-11-28',
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.filter((_, i) => i % 2).map((res) => res.body)).size).toBe(1);
  });
});
