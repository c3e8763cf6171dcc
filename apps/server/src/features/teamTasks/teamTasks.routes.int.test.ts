import type { TeamMemberTasksJson, TeamTasksPageJson } from '@hgn/domain/teamTasks';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { followUps } from '../followUps/followUps.table.js';
import { projects } from '../projects/projects.table.js';
import { taskNotifications } from '../taskNotifications/taskNotifications.table.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { timeLogger } from '../../../test/work.js';
import { timeOffRequests } from '../timeOff/timeOff.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { taskResources, tasks } from '../tasks/tasks.table.js';

// Wednesday 25 November 2026, noon Pacific: the week runs from Sunday the 22nd to Saturday the 28th.
const clock = fixedClock('2026-11-25T20:00:00Z');
const t = await createTestApp({ clock });
const db = t.database.db;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;

let serial = 0;
const unique = (what: string) => `${what} ${++serial} ${Math.random().toString(36).slice(2, 7)}`;

async function createTeam(members: { id: string; visible?: boolean }[]) {
  const [team] = await db
    .insert(teams)
    .values({ name: unique('Team') })
    .returning();
  for (const member of members)
    await db
      .insert(teamMembers)
      .values({ teamId: team!.id, userId: member.id, visible: member.visible ?? true });
  return team!;
}

async function createWbs(projectFields: Partial<typeof projects.$inferInsert> = {}) {
  const [project] = await db
    .insert(projects)
    .values({ name: unique('Project'), category: 'Housing', ...projectFields })
    .returning();
  const [breakdown] = await db
    .insert(wbs)
    .values({ projectId: project!.id, name: unique('WBS') })
    .returning();
  return { project: project!, wbs: breakdown! };
}

async function createTask(
  wbsId: string,
  people: { userId: string; completedTask?: boolean }[],
  fields: Partial<typeof tasks.$inferInsert> = {},
) {
  const [task] = await db
    .insert(tasks)
    .values({ wbsId, name: unique('Task'), num: String(++serial), level: 1, ...fields })
    .returning();
  for (const person of people) await db.insert(taskResources).values({ taskId: task!.id, ...person });
  return task!;
}

const logTime = timeLogger(db);

const teamTasksOf = async (caller: Caller, userId: string, query = '') => {
  const res = await call(caller, 'GET', `/api/user/${userId}/teams/tasks${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<TeamMemberTasksJson[]>();
};

let volunteer: Caller;
let teammate: Caller;
let idle: Caller;
let stranger: Caller;
let hidden: Caller;
let admin: Caller;
let leftId: string;
let teamId: string;

beforeAll(async () => {
  [volunteer, teammate, idle, stranger, hidden, admin] = await Promise.all([
    t.signedIn('Volunteer', { firstName: 'Vera', lastName: 'Volunteer', teamCode: 'A-BCD' }),
    t.signedIn('Volunteer', {
      firstName: 'Tom',
      lastName: 'Teammate',
      weeklyCommittedHours: 12,
      weeklySummaryOption: 'Team',
      adminLinks: [{ Name: 'Google Doc', Link: 'https://docs.google.com/document/d/tom' }],
    }),
    t.signedIn('Volunteer', { firstName: 'Ida', lastName: 'Idle' }),
    t.signedIn('Volunteer', { firstName: 'Sam', lastName: 'Stranger' }),
    t.signedIn('Volunteer', { firstName: 'Hal', lastName: 'Hidden' }),
    t.signedIn('Administrator', { firstName: 'Ada', lastName: 'Admin' }),
  ]);
  const left = await t.createUser({ firstName: 'Lea', lastName: 'Left', isActive: false });
  leftId = left.id;
  const team = await createTeam([
    { id: volunteer.id },
    { id: teammate.id },
    { id: idle.id },
    { id: left.id },
    { id: hidden.id, visible: false },
  ]);
  teamId = team.id;
  await createTeam([{ id: stranger.id }]);
});

describe('GET /api/user/:userId/teams/tasks', () => {
  it('lists the active members of the teams the user is visible in, by name, in the original shape', async () => {
    const { project, wbs: breakdown } = await createWbs();
    const open = await createTask(breakdown.id, [{ userId: teammate.id }, { userId: volunteer.id }], {
      estimatedHours: 10,
      hoursLogged: 4,
    });
    const done = await createTask(breakdown.id, [{ userId: teammate.id, completedTask: true }]);
    const archived = await createWbs({ isActive: false });
    await createTask(archived.wbs.id, [{ userId: teammate.id }]);
    await createTask(breakdown.id, [{ userId: teammate.id }], { isActive: false });
    await db
      .insert(taskNotifications)
      .values({ taskId: open.id, userId: teammate.id, oldTask: { taskName: 'Old' } });
    // This week: 2 h tangible and 1 h intangible; last week's and an archived project's hours do not count.
    await logTime(teammate.id, '2026-11-22', 7200);
    await logTime(teammate.id, '2026-11-25', 3600, false);
    await logTime(teammate.id, '2026-11-21', 3600);
    await logTime(teammate.id, '2026-11-24', 3600, true, false);
    await db.insert(timeOffRequests).values({
      userId: teammate.id,
      startingDate: '2026-11-29',
      endingDate: '2026-12-05',
      durationWeeks: 1,
      reason: 'Family visit',
    });

    const rows = await teamTasksOf(volunteer, volunteer.id);
    expect(rows.map((row) => row.name)).toEqual(['Hal Hidden', 'Ida Idle', 'Tom Teammate', 'Vera Volunteer']);
    expect(rows.some((row) => row.personId === leftId || row.personId === stranger.id)).toBe(false);

    const tom = rows.find((row) => row.personId === teammate.id)!;
    expect(tom).toMatchObject({
      role: 'Volunteer',
      weeklycommittedHours: 12,
      weeklySummaryOption: 'Team',
      totaltangibletime_hrs: 2,
      totaltime_hrs: 3,
      timeOffFrom: '2026-11-29T08:00:00.000Z',
      timeOffTill: '2026-12-05T08:00:00.000Z',
      teamCode: '',
      teams: [{ _id: teamId, teamName: expect.any(String) as string }],
      adminLinks: [{ Name: 'Google Doc', Link: 'https://docs.google.com/document/d/tom' }],
    });
    // Tasks completed by the member's own part are sent too: the table hides and counts them.
    expect(tom.tasks.map((task) => task._id)).toEqual([open.id, done.id]);
    const [openTask, doneTask] = tom.tasks;
    expect(openTask).toMatchObject({ projectId: project.id, hoursLogged: 4, estimatedHours: 10 });
    expect(openTask!.resources.map((r) => r.userID).sort()).toEqual([teammate.id, volunteer.id].sort());
    expect(openTask!.taskNotifications).toEqual([
      expect.objectContaining({ taskId: open.id, userId: teammate.id, oldTask: { taskName: 'Old' } }),
    ]);
    expect(doneTask!.resources[0]!.completedTask).toBe(true);

    const vera = rows.find((row) => row.personId === volunteer.id)!;
    expect(vera.tasks.map((task) => task._id)).toEqual([open.id]);
    expect(vera.teamCode).toBe('A-BCD');
    const ida = rows.find((row) => row.personId === idle.id)!;
    expect(ida).toMatchObject({ tasks: [], totaltime_hrs: 0, totaltangibletime_hrs: 0, timeOffFrom: null });
  });

  it('shows only the user to a member whose own membership is hidden', async () => {
    const rows = await teamTasksOf(hidden, hidden.id);
    expect(rows.map((row) => row.personId)).toEqual([hidden.id]);
  });

  it('shows everyone active when the user may see users in the dashboard', async () => {
    const rows = await teamTasksOf(admin, admin.id);
    const ids = rows.map((row) => row.personId);
    expect(ids).toEqual(expect.arrayContaining([admin.id, volunteer.id, stranger.id, hidden.id]));
    expect(ids).not.toContain(leftId);
  });

  it("lets an Administrator view a volunteer's teams, which show the volunteer's members only", async () => {
    const rows = await teamTasksOf(admin, volunteer.id.toUpperCase());
    expect(rows.map((row) => row.personId)).not.toContain(stranger.id);
    expect(rows.map((row) => row.personId)).toContain(teammate.id);
  });

  it("refuses another user's teams to a volunteer, and answers 404 for nobody", async () => {
    const refused = await call(volunteer, 'GET', `/api/user/${stranger.id}/teams/tasks`);
    expect(refused.statusCode).toBe(403);
    expect(
      (await call(admin, 'GET', '/api/user/00000000-0000-4000-8000-000000000000/teams/tasks')).statusCode,
    ).toBe(404);
    expect((await call(admin, 'GET', '/api/user/nobody/teams/tasks')).statusCode).toBe(404);
    expect((await call(volunteer, 'GET', `/api/user/${volunteer.id}/teams/tasks?limit=0`)).statusCode).toBe(
      400,
    );
    expect((await call(volunteer, 'GET', `/api/user/${volunteer.id}/teams/tasks?limit=501`)).statusCode).toBe(
      400,
    );
  });

  it('answers one page when asked, by name', async () => {
    const all = await teamTasksOf(volunteer, volunteer.id);
    const second = await teamTasksOf(volunteer, volunteer.id, '?page=2&limit=2');
    expect(second.map((row) => row.personId)).toEqual(all.slice(2, 4).map((row) => row.personId));
    expect(await teamTasksOf(volunteer, volunteer.id, '?page=9&limit=2')).toEqual([]);
  });

  it('takes as many queries for a large team with many tasks as for a small one', async () => {
    const lead = await t.signedIn('Manager');
    const small = await Promise.all([t.createUser(), t.createUser()]);
    await createTeam([{ id: lead.id }, ...small]);
    const { wbs: breakdown } = await createWbs();
    for (const member of small) await createTask(breakdown.id, [{ userId: member.id }]);

    const countQueries = async () => {
      const spy = vi.spyOn(pg.Client.prototype, 'query');
      try {
        await teamTasksOf(lead, lead.id);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    // The lead's session is looked up at the first request only, then kept.
    expect((await call(lead, 'GET', `/api/userprofile/${lead.id}`)).statusCode).toBe(200);
    const before = await countQueries();

    const more = await Promise.all(Array.from({ length: 8 }, () => t.createUser()));
    await createTeam([{ id: lead.id }, ...more]);
    for (const member of more)
      for (let n = 0; n < 3; n += 1) {
        const task = await createTask(breakdown.id, [{ userId: member.id }, { userId: small[0].id }]);
        await db.insert(taskNotifications).values({ taskId: task.id, userId: member.id, oldTask: {} });
      }
    for (const member of more) await logTime(member.id, '2026-11-23', 1800);

    // Both reads write the JSON of tasks not read before, in one query however many there are.
    expect(before).toBeGreaterThan(0);
    expect(await countQueries()).toBe(before);
    expect(await teamTasksOf(lead, lead.id)).toHaveLength(11);
  });
});

const pageOf = async (caller: Caller, userId: string, query = '') => {
  const res = await call(caller, 'GET', `/api/user/${userId}/teams/tasks/page${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<TeamTasksPageJson>();
};

describe('GET /api/user/:userId/teams/tasks/page', () => {
  it('answers a page of the same members, in the same shape, with how many there are and the choices', async () => {
    const all = await teamTasksOf(volunteer, volunteer.id);
    const first = await pageOf(volunteer, volunteer.id, '?pageSize=2');
    expect(first).toMatchObject({ total: all.length, memberCount: all.length, page: 1, pageSize: 2 });
    expect(first.items).toEqual(all.slice(0, 2));
    const second = await pageOf(volunteer, volunteer.id, '?page=2&pageSize=2');
    expect(second.items).toEqual(all.slice(2, 4));
    expect(first.teams).toEqual([{ _id: teamId, teamName: expect.any(String) as string }]);
    expect(first.teamCodes).toEqual(['A-BCD']);
    const past = await pageOf(volunteer, volunteer.id, '?page=9&pageSize=2');
    expect(past).toMatchObject({ items: [], total: all.length, page: 9 });
  });

  it('keeps those on a chosen team, with a chosen code or of a chosen colour, counting them on every page', async () => {
    const byTeam = await pageOf(admin, admin.id, `?teams=${teamId.toUpperCase()}`);
    expect(byTeam.items.map((row) => row.name)).toEqual([
      'Hal Hidden',
      'Ida Idle',
      'Tom Teammate',
      'Vera Volunteer',
    ]);
    expect(byTeam.total).toBe(4);
    expect(byTeam.memberCount).toBeGreaterThan(4);

    const byCode = await pageOf(volunteer, volunteer.id, '?teamCodes=A-BCD,Z-ZZZ');
    expect(byCode.items.map((row) => row.personId)).toEqual([volunteer.id]);
    expect((await pageOf(volunteer, volunteer.id, '?teamCodes=Z-ZZZ')).total).toBe(0);

    // Ten tangible hours this week meet Ida's commitment of ten; Tom's two do not meet his twelve.
    await logTime(idle.id, '2026-11-23', 36_000);
    const green = await pageOf(volunteer, volunteer.id, '?colors=green');
    expect(green.items.map((row) => row.personId)).toEqual([idle.id]);
    const red = await pageOf(volunteer, volunteer.id, '?colors=red');
    expect(red.items.map((row) => row.personId)).not.toContain(idle.id);
    expect(red.items.map((row) => row.personId)).toContain(teammate.id);
    expect((await pageOf(volunteer, volunteer.id, '?colors=green,red')).total).toBe(green.total + red.total);
    const greenOnTeam = await pageOf(admin, admin.id, `?teams=${teamId}&colors=green&pageSize=1`);
    expect(greenOnTeam).toMatchObject({ total: 1, items: [expect.objectContaining({ personId: idle.id })] });
  });

  it('refuses what it cannot answer, and names no team with an id that is none', async () => {
    for (const query of ['?colors=blue', '?pageSize=501', '?page=0', `?teamCodes=${'x'.repeat(30_000)}`])
      expect(
        (await call(volunteer, 'GET', `/api/user/${volunteer.id}/teams/tasks/page${query}`)).statusCode,
      ).toBe(400);
    expect((await pageOf(volunteer, volunteer.id, '?teams=nothing')).total).toBe(0);
    expect((await call(volunteer, 'GET', `/api/user/${stranger.id}/teams/tasks/page`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/user/nobody/teams/tasks/page')).statusCode).toBe(404);
  });
});

describe('GET /api/user/:userId/teams/tasks/followUpsDue', () => {
  it("counts the members' open live tasks whose progress passed a threshold above the last check", async () => {
    const countOf = async (caller: Caller, userId: string) => {
      const res = await call(caller, 'GET', `/api/user/${userId}/teams/tasks/followUpsDue`);
      expect(res.statusCode).toBe(200);
      return res.json<{ followUpsDue: number }>().followUpsDue;
    };
    // Hal's dashboard shows Hal alone (his membership is hidden).
    const before = await countOf(admin, hidden.id);
    const { wbs: breakdown } = await createWbs();
    const progress = (hoursLogged: number) => ({ estimatedHours: 10, hoursLogged });
    await createTask(breakdown.id, [{ userId: hidden.id }], progress(6));
    const checkedBelow = await createTask(breakdown.id, [{ userId: hidden.id }], progress(8));
    const checkedAbove = await createTask(breakdown.id, [{ userId: hidden.id }], progress(6));
    await createTask(breakdown.id, [{ userId: hidden.id }], progress(4.9));
    await createTask(breakdown.id, [{ userId: hidden.id, completedTask: true }], progress(9));
    await createTask(breakdown.id, [{ userId: hidden.id }], { ...progress(9), isActive: false });
    await createTask(breakdown.id, [{ userId: hidden.id }], { estimatedHours: 0, hoursLogged: 9 });
    await db.insert(followUps).values([
      { userId: hidden.id, taskId: checkedBelow.id, followUpCheck: true, followUpPercentageDeadline: 55 },
      { userId: hidden.id, taskId: checkedAbove.id, followUpCheck: true, followUpPercentageDeadline: 60 },
    ]);
    expect((await countOf(admin, hidden.id)) - before).toBe(2);

    const manager = await t.signedIn('Manager');
    expect(await countOf(manager, manager.id)).toBe(0);
    // Volunteers do not see the count, even of their own dashboard.
    expect((await call(hidden, 'GET', `/api/user/${hidden.id}/teams/tasks/followUpsDue`)).statusCode).toBe(
      403,
    );
    expect((await call(admin, 'GET', '/api/user/nobody/teams/tasks/followUpsDue')).statusCode).toBe(404);
  });
});
