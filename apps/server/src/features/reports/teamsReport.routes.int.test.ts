// `POST /api/team/reports`: several teams' reports over one period, each as
// `GET /api/reports/teams/:teamId/hours` answers it, read back after time is logged through
// `POST /api/TimeEntry`.
import type { TeamReportJson } from '@hgn/domain/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { workFixtures, type Caller } from '../../../test/work.js';
import { teamMembers, teams } from '../teams/teams.table.js';

const t = await createTestApp({ clock: fixedClock('2026-11-25T20:00:00Z') });
const db = t.database.db;
const { call } = t;
const work = workFixtures(t, 'Teams report');
const NOTES = 'Sowed the beans in the north garden and wrote it up at https://docs.example.org/beans today';
const PERIOD = { fromDate: '2026-11-22', toDate: '2026-11-28' };

let admin: Caller;
let member: Caller;
let outsider: Caller;
const teamIds: string[] = [];

const teamsReport = (caller: Caller, body: object) => call(caller, 'POST', '/api/team/reports', body);

beforeAll(async () => {
  [admin, member, outsider] = await Promise.all([
    t.signedIn('Administrator'),
    t.signedIn('Volunteer', { firstName: 'Mia', lastName: 'Member' }),
    t.signedIn('Volunteer'),
  ]);
  const made = await db
    .insert(teams)
    .values([{ name: 'Garden' }, { name: 'Kitchen' }])
    .returning();
  teamIds.push(...made.map((team) => team.id));
  await db.insert(teamMembers).values(made.map((team) => ({ teamId: team.id, userId: member.id })));
  const project = await work.createProject({ category: 'Food' });
  const res = await call(admin, 'POST', '/api/TimeEntry', {
    personId: member.id,
    dateOfWork: '2026-11-24',
    hours: 2,
    minutes: 30,
    projectId: project.id,
    notes: NOTES,
    isTangible: true,
  });
  expect(res.statusCode, res.body).toBe(200);
});

describe('POST /api/team/reports', () => {
  it("answers each team's report over the period, as the team's own report reads", async () => {
    const res = await teamsReport(admin, { teamIds, ...PERIOD });
    expect(res.statusCode).toBe(200);
    const reports = res.json<TeamReportJson[]>();
    expect(reports.map((report) => report.team.teamName)).toEqual(['Garden', 'Kitchen']);
    const single = await call(
      admin,
      'GET',
      `/api/reports/teams/${teamIds[0]}/hours?fromDate=${PERIOD.fromDate}&toDate=${PERIOD.toDate}`,
    );
    expect(reports[0]).toEqual(single.json<TeamReportJson>());
    expect(reports[0]!.members).toEqual([
      expect.objectContaining({ userId: member.id, firstName: 'Mia', tangibleHours: 2.5, totalHours: 2.5 }),
    ]);
  });

  it('admits a member of every team named, and refuses anyone else without getReports', async () => {
    expect((await teamsReport(member, { teamIds, ...PERIOD })).statusCode).toBe(200);
    expect((await teamsReport(outsider, { teamIds, ...PERIOD })).statusCode).toBe(403);
    expect((await teamsReport(outsider, { teamIds: 'everything', ...PERIOD })).statusCode).toBe(403);
  });

  it('refuses bad days and ids with 400 and an unknown team with 404', async () => {
    for (const body of [
      { teamIds, fromDate: 'soon', toDate: PERIOD.toDate },
      { teamIds: [], ...PERIOD },
      { teamIds: ['garden'], ...PERIOD },
      { teamIds: Array.from({ length: 51 }, () => crypto.randomUUID()), ...PERIOD },
    ])
      expect((await teamsReport(admin, body)).statusCode).toBe(400);
    expect((await teamsReport(admin, { teamIds: [crypto.randomUUID()], ...PERIOD })).statusCode).toBe(404);
  });

  it('answers ten concurrent reads without a server error', async () => {
    const reads = await Promise.all(
      Array.from({ length: 10 }, (_, i) => teamsReport(i % 2 ? member : admin, { teamIds, ...PERIOD })),
    );
    for (const res of reads) expect(res.statusCode).toBe(200);
  });
});
