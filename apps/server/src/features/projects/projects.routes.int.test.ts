import { projectMessages } from '@hgn/domain/messages';
import type { ProjectJson, ProjectMemberJson } from '@hgn/domain/projects';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { tasks } from '../tasks/tasks.table.js';
import { timeEntries } from '../timeEntries/timeEntries.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { projectMembers, projects } from './projects.table.js';

const t = await createTestApp();
const db = t.database.db;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let owner: Caller;
let admin: Caller;
let coreTeam: Caller;
let volunteer: Caller;

beforeAll(async () => {
  [owner, admin, coreTeam, volunteer] = await Promise.all([
    t.signedIn('Owner'),
    t.signedIn('Administrator'),
    t.signedIn('Core Team'),
    t.signedIn('Volunteer'),
  ]);
});

const { call } = t;

const projectCount = async () => (await db.select({ n: count() }).from(projects))[0]!.n;
const memberIds = async (projectId: string) =>
  (await db.select().from(projectMembers).where(eq(projectMembers.projectId, projectId)))
    .map((m) => m.userId)
    .sort();

let serial = 0;
async function createProject(
  name = `Project ${++serial} ${Math.random().toString(36).slice(2, 7)}`,
  category?: string,
) {
  const res = await call(owner, 'POST', '/api/projects', {
    projectName: name,
    ...(category ? { projectCategory: category } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json<ProjectJson>();
}

/** Two WBS, the first with two tasks, and time logged on the project by the volunteer. */
async function createProjectWork(projectId: string) {
  const breakdowns = await db
    .insert(wbs)
    .values([
      { projectId, name: 'Design' },
      { projectId, name: 'Build' },
    ])
    .returning({ id: wbs.id });
  const taskRows = await db
    .insert(tasks)
    .values([
      { wbsId: breakdowns[0]!.id, name: 'Sketch', num: '1', level: 1 },
      { wbsId: breakdowns[0]!.id, name: 'Review', num: '2', level: 1 },
    ])
    .returning({ id: tasks.id });
  const entries = await db
    .insert(timeEntries)
    .values([
      { personId: volunteer.id, projectId, dateOfWork: '2026-06-01', totalSeconds: 3600 },
      { personId: volunteer.id, projectId, dateOfWork: '2026-06-02', totalSeconds: 1800, isTangible: true },
    ])
    .returning({ id: timeEntries.id });
  return {
    wbsIds: breakdowns.map((b) => b.id),
    taskIds: taskRows.map((r) => r.id),
    entryIds: entries.map((e) => e.id),
  };
}

/** Whether each WBS, task and time entry is active, in the order given. */
async function activity(work: { wbsIds: string[]; taskIds: string[]; entryIds: string[] }) {
  const [wbsRows, taskRows, entryRows] = await Promise.all([
    db.select({ id: wbs.id, isActive: wbs.isActive }).from(wbs).where(inArray(wbs.id, work.wbsIds)),
    db.select({ id: tasks.id, isActive: tasks.isActive }).from(tasks).where(inArray(tasks.id, work.taskIds)),
    db
      .select({ id: timeEntries.id, isActive: timeEntries.isActive })
      .from(timeEntries)
      .where(inArray(timeEntries.id, work.entryIds)),
  ]);
  const inOrder = (ids: string[], rows: { id: string; isActive: boolean }[]) =>
    ids.map((id) => rows.find((r) => r.id === id)?.isActive);
  return [
    ...inOrder(work.wbsIds, wbsRows),
    ...inOrder(work.taskIds, taskRows),
    ...inOrder(work.entryIds, entryRows),
  ];
}

const assign = (
  projectId: string,
  users: { userId: string; operation: 'Assign' | 'UnAssign' }[],
  caller = owner,
) => call(caller, 'POST', `/api/project/${projectId}/users`, { projectId, users });

describe('creating a project', () => {
  it("defaults the category to 'Unspecified' and returns it as both category and projectCategory", async () => {
    const res = await call(admin, 'POST', '/api/projects', { projectName: ' Solar Roof ', isActive: true });
    expect(res.statusCode).toBe(201);
    expect(res.json<ProjectJson>()).toMatchObject({
      projectName: 'Solar Roof',
      category: 'Unspecified',
      projectCategory: 'Unspecified',
      isActive: true,
      isArchived: false,
    });
    const food = await createProject('Kitchen Garden', 'Food');
    expect([food.category, food.projectCategory]).toEqual(['Food', 'Food']);
  });

  it("refuses a duplicate ignoring case with 400 'This project already exists.'", async () => {
    const before = await projectCount();
    const res = await call(owner, 'POST', '/api/projects', { projectName: 'SOLAR roof' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: projectMessages.alreadyExists });
    expect(await projectCount()).toBe(before);
  });

  it('refuses an empty name, an unknown category and a caller without postProject', async () => {
    const before = await projectCount();
    const empty = await call(owner, 'POST', '/api/projects', { projectName: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: projectMessages.nameRequiredToCreate });
    expect(
      (await call(owner, 'POST', '/api/projects', { projectName: 'X', projectCategory: 'Fun' })).statusCode,
    ).toBe(400);
    expect((await call(coreTeam, 'POST', '/api/projects', { projectName: 'Not Mine' })).statusCode).toBe(403);
    expect(await projectCount()).toBe(before);
  });
});

describe('reading projects', () => {
  it('lists projects to any signed-in user, most recently changed first', async () => {
    const first = await createProject();
    const second = await createProject();
    const list = (await call(volunteer, 'GET', '/api/projects')).json<ProjectJson[]>().map((p) => p._id);
    expect(list.indexOf(second._id)).toBeLessThan(list.indexOf(first._id));
    expect((await call(volunteer, 'GET', `/api/project/${first._id}`)).json<ProjectJson>().projectName).toBe(
      first.projectName,
    );
    expect((await call(volunteer, 'GET', `/api/project/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call(volunteer, 'GET', '/api/project/nope')).statusCode).toBe(404);
  });

  it("lists a user's projects", async () => {
    const project = await createProject();
    await assign(project._id, [{ userId: volunteer.id, operation: 'Assign' }]);
    const res = await call(volunteer, 'GET', `/api/projects/user/${volunteer.id}`);
    expect(res.json<ProjectJson[]>().map((p) => p._id)).toContain(project._id);
    expect((await call(volunteer, 'GET', '/api/projects/user/bad')).json()).toEqual([]);
  });

  it('searches active projects ignoring case and whitespace, exact match first, at most ten', async () => {
    await Promise.all(Array.from({ length: 11 }, (_, i) => createProject(`Tree Nursery ${i}`)));
    const exact = await createProject('Tree Nursery');
    const archived = await createProject('Tree Nursery Old');
    await call(owner, 'PUT', `/api/project/${archived._id}`, { isActive: false });
    const res = await call(
      volunteer,
      'GET',
      `/api/projects/search?text=${encodeURIComponent('treen URSERY')}`,
    );
    const found = res.json<ProjectJson[]>();
    expect(found).toHaveLength(10);
    expect(found[0]!._id).toBe(exact._id);
    expect(found.map((p) => p._id)).not.toContain(archived._id);
    expect((await call(volunteer, 'GET', '/api/projects/search?text=%25')).json()).toEqual([]);
  });
});

describe('changing a project', () => {
  it('renames and recategorises under either field name; refuses a duplicate name', async () => {
    const project = await createProject();
    const other = await createProject();
    const res = await call(admin, 'PUT', `/api/project/${project._id}`, {
      projectName: `${project.projectName}!`,
      category: 'Energy',
    });
    expect(res.json<ProjectJson>()).toMatchObject({
      projectName: `${project.projectName}!`,
      category: 'Energy',
    });
    const viaOther = await call(admin, 'PUT', `/api/project/${project._id}`, { projectCategory: 'Housing' });
    expect(viaOther.json<ProjectJson>().projectCategory).toBe('Housing');
    const clash = await call(admin, 'PUT', `/api/project/${project._id}`, {
      projectName: other.projectName.toLowerCase(),
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({ message: projectMessages.alreadyExists });
  });

  it('archiving unassigns everyone; bringing it back assigns nobody', async () => {
    const project = await createProject();
    await assign(project._id, [
      { userId: volunteer.id, operation: 'Assign' },
      { userId: coreTeam.id, operation: 'Assign' },
    ]);
    const archived = await call(owner, 'PUT', `/api/project/${project._id}`, { isActive: false });
    expect(archived.json<ProjectJson>()).toMatchObject({ isActive: false, isArchived: true });
    expect(await memberIds(project._id)).toEqual([]);
    const refused = await assign(project._id, [{ userId: volunteer.id, operation: 'Assign' }]);
    expect(refused.statusCode).toBe(400);
    await call(owner, 'PUT', `/api/project/${project._id}`, { isActive: true });
    expect(await memberIds(project._id)).toEqual([]);
  });

  it("archiving makes the project's WBS, tasks and time entries inactive; bringing it back, active", async () => {
    const project = await createProject();
    const other = await createProject();
    const work = await createProjectWork(project._id);
    const otherWork = await createProjectWork(other._id);

    await call(owner, 'PUT', `/api/project/${project._id}`, { isActive: false });
    expect(await activity(work)).toEqual(Array(6).fill(false));
    expect(await activity(otherWork)).toEqual(Array(6).fill(true));

    await call(owner, 'PUT', `/api/project/${project._id}`, { isActive: true });
    expect(await activity(work)).toEqual(Array(6).fill(true));
  });

  it('leaves the work alone when a change does not archive or bring back the project', async () => {
    const project = await createProject();
    const work = await createProjectWork(project._id);
    await call(owner, 'PUT', `/api/project/${project._id}`, { isActive: true, category: 'Food' });
    expect(await activity(work)).toEqual(Array(6).fill(true));
  });

  it('refuses a caller without putProject, writing nothing', async () => {
    const project = await createProject();
    await assign(project._id, [{ userId: volunteer.id, operation: 'Assign' }]);
    const res = await call(coreTeam, 'PUT', `/api/project/${project._id}`, {
      isActive: false,
      projectName: 'Mine',
    });
    expect(res.statusCode).toBe(403);
    const [row] = await db.select().from(projects).where(eq(projects.id, project._id));
    expect(row).toMatchObject({ name: project.projectName, isActive: true });
    expect(await memberIds(project._id)).toEqual([volunteer.id]);
  });

  it('deletes with deleteProject only', async () => {
    const project = await createProject();
    expect((await call(coreTeam, 'DELETE', `/api/project/${project._id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/project/${project._id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/project/${project._id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/project/${project._id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a project with time entries, deleting nothing', async () => {
    const project = await createProject();
    const work = await createProjectWork(project._id);
    const res = await call(owner, 'DELETE', `/api/project/${project._id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: projectMessages.hasTimeEntries,
      message: projectMessages.hasTimeEntries,
      code: 'PROJECT_HAS_TIME_ENTRIES',
    });
    expect((await call(owner, 'GET', `/api/project/${project._id}`)).statusCode).toBe(200);
    expect(await activity(work)).toEqual(Array(6).fill(true));
  });

  it('deletes a project without time entries together with its WBS and tasks', async () => {
    const project = await createProject();
    const work = await createProjectWork(project._id);
    await db.delete(timeEntries).where(inArray(timeEntries.id, work.entryIds));
    expect((await call(owner, 'DELETE', `/api/project/${project._id}`)).json()).toEqual({
      message: 'Project deleted',
    });
    expect(await activity({ ...work, entryIds: [] })).toEqual(Array(4).fill(undefined));
  });

  it('refuses the delete when time is logged on the project while it is being deleted', async () => {
    const project = await createProject();
    let logged!: () => void;
    let commit!: () => void;
    const isLogged = new Promise<void>((resolve) => (logged = resolve));
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    // The entry is written but not yet committed when the delete looks for entries.
    const logging = db.transaction(async (tx) => {
      await tx.insert(timeEntries).values({
        personId: volunteer.id,
        projectId: project._id,
        dateOfWork: '2026-06-03',
        totalSeconds: 60,
      });
      logged();
      await mayCommit;
    });
    await isLogged;
    const deleting = call(owner, 'DELETE', `/api/project/${project._id}`);
    await expect
      .poll(
        async () =>
          (
            await db.execute(
              sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'delete from "projects"%'`,
            )
          ).rows.length,
      )
      .toBe(1);
    commit();
    await logging;
    const res = await deleting;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PROJECT_HAS_TIME_ENTRIES' });
    expect((await call(owner, 'GET', `/api/project/${project._id}`)).statusCode).toBe(200);
  });
});

describe('project members', () => {
  it("assigns and unassigns in one request, answering {result:'Done'}", async () => {
    const project = await createProject();
    const res = await assign(project._id, [
      { userId: volunteer.id, operation: 'Assign' },
      { userId: coreTeam.id, operation: 'Assign' },
    ]);
    expect(res.json()).toEqual({ result: 'Done' });
    expect(await memberIds(project._id)).toEqual([volunteer.id, coreTeam.id].sort());
    await assign(project._id, [
      { userId: coreTeam.id, operation: 'UnAssign' },
      { userId: volunteer.id, operation: 'Assign' },
    ]);
    expect(await memberIds(project._id)).toEqual([volunteer.id]);

    const members = await call(coreTeam, 'GET', `/api/project/${project._id}/users`);
    expect(members.json<ProjectMemberJson[]>().map((m) => m._id)).toEqual([volunteer.id]);
    expect((await call(volunteer, 'GET', `/api/project/${project._id}/users`)).statusCode).toBe(403);
  });

  it('refuses the whole request when one user is unknown, and callers without assignProjectToUsers', async () => {
    const project = await createProject();
    const unknown = await assign(project._id, [
      { userId: volunteer.id, operation: 'Assign' },
      { userId: crypto.randomUUID(), operation: 'Assign' },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(
      (await assign(project._id, [{ userId: volunteer.id, operation: 'Assign' }], coreTeam)).statusCode,
    ).toBe(403);
    expect((await call(owner, 'POST', `/api/project/${project._id}/users`, { users: [] })).statusCode).toBe(
      400,
    );
    expect(await memberIds(project._id)).toEqual([]);
  });

  it('finds active people not yet on the project, ignoring accents', async () => {
    const project = await createProject();
    const renee = await t.createUser({ firstName: 'Renée', lastName: 'Šimůnek' });
    await t.createUser({ firstName: 'Renee', lastName: 'Simunek', isActive: false });
    const res = await call(owner, 'GET', `/api/project/${project._id}/candidates?search=renee%20simunek`);
    expect(res.json<{ _id: string }[]>().map((p) => p._id)).toEqual([renee.id]);
    await assign(project._id, [{ userId: renee.id, operation: 'Assign' }]);
    const after = await call(owner, 'GET', `/api/project/${project._id}/candidates?search=renee`);
    expect(after.json()).toEqual([]);
  });
});
