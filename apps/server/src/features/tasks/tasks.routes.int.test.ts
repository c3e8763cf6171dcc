import { profileMessages } from '@hgn/domain/messages';
import type { UserTaskJson } from '@hgn/domain/tasks';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { projects } from '../projects/projects.table.js';
import { profilePictures } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { taskResources, tasks } from './tasks.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let viewer: Caller;

beforeAll(async () => {
  viewer = await t.signedIn('Volunteer');
});

let serial = 0;
async function createProject(fields: Partial<typeof projects.$inferInsert> = {}) {
  serial += 1;
  const [row] = await db
    .insert(projects)
    .values({ name: `Project ${serial} ${Math.random().toString(36).slice(2, 7)}`, ...fields })
    .returning();
  return row!;
}

async function createWbs(projectId: string, fields: Partial<typeof wbs.$inferInsert> = {}) {
  const [row] = await db
    .insert(wbs)
    .values({ projectId, name: `WBS ${++serial}`, ...fields })
    .returning();
  return row!;
}

async function createTask(wbsId: string, fields: Partial<typeof tasks.$inferInsert> = {}) {
  const [row] = await db
    .insert(tasks)
    .values({ wbsId, name: `Task ${++serial}`, num: '1', level: 1, ...fields })
    .returning();
  return row!;
}

const addResource = (taskId: string, userId: string, completedTask = false) =>
  db.insert(taskResources).values({ taskId, userId, completedTask });

/** A task in an active WBS of an active project, with the given people on it. */
async function taskFor(userIds: string[], fields: Partial<typeof tasks.$inferInsert> = {}) {
  const project = await createProject();
  const breakdown = await createWbs(project.id);
  const task = await createTask(breakdown.id, fields);
  for (const userId of userIds) await addResource(task.id, userId);
  return { project, breakdown, task };
}

const tasksOf = async (userId: string) => {
  const res = await call(viewer, 'GET', `/api/tasks/user/${userId}`);
  expect(res.statusCode).toBe(200);
  return res.json<UserTaskJson[]>();
};

describe('GET /api/tasks/user/:userId', () => {
  it('answers an empty list for a person without tasks', async () => {
    const person = await t.createUser();
    expect(await tasksOf(person.id)).toEqual([]);
  });

  it('lists a task with its WBS, project, creator and everyone working on it', async () => {
    const person = await t.createUser({ firstName: 'Ada', lastName: 'Lovelace' });
    const partner = await t.createUser({
      firstName: 'Grace',
      lastName: 'Hopper',
      profilePic: 'https://example.org/grace.png',
    });
    const creator = await t.createUser({ firstName: 'Alan', lastName: 'Turing' });
    const { project, breakdown, task } = await taskFor([person.id, partner.id], {
      num: '2.1',
      level: 2,
      createdBy: creator.id,
      links: ['https://example.org/plan'],
      dueAt: new Date('2026-08-01T07:00:00.000Z'),
    });

    const [listed, ...rest] = await tasksOf(person.id.toUpperCase());
    expect(rest).toEqual([]);
    expect(listed).toMatchObject({
      _id: task.id,
      taskName: task.name,
      wbsId: breakdown.id,
      num: '2.1',
      level: 2,
      priority: 'Primary',
      status: 'Not Started',
      isActive: true,
      links: ['https://example.org/plan'],
      dueDatetime: '2026-08-01T07:00:00.000Z',
      startedDatetime: null,
      mother: null,
      createdBy: creator.id,
      __v: 0,
      wbsName: breakdown.name,
      projectId: project.id,
      projectName: project.name,
      creatorName: 'Alan Turing',
    });
    expect(listed!.resources).toEqual([
      {
        _id: person.id,
        userID: person.id,
        name: 'Ada Lovelace',
        profilePic: '',
        completedTask: false,
        reviewStatus: 'Unsubmitted',
      },
      {
        _id: partner.id,
        userID: partner.id,
        name: 'Grace Hopper',
        profilePic: 'https://example.org/grace.png',
        completedTask: false,
        reviewStatus: 'Unsubmitted',
      },
    ]);
  });

  it("gives an uploaded picture as the profile does, from the picture's own address", async () => {
    const person = await t.createUser();
    const uploadedAt = new Date('2026-05-04T03:02:01.000Z');
    await db.insert(profilePictures).values({
      userId: person.id,
      contentType: 'image/png',
      bytes: Buffer.from('png'),
      updatedAt: uploadedAt,
    });
    await taskFor([person.id]);
    expect((await tasksOf(person.id))[0]!.resources[0]!.profilePic).toBe(
      `/api/userprofile/${person.id}/picture?v=${uploadedAt.getTime()}`,
    );
  });

  it('gives a null creator name when nobody is recorded as the creator', async () => {
    const person = await t.createUser();
    await taskFor([person.id]);
    expect((await tasksOf(person.id))[0]!.creatorName).toBeNull();
  });

  it('leaves out a task the person completed, though it stays listed for the others on it', async () => {
    const done = await t.createUser();
    const busy = await t.createUser();
    const { task } = await taskFor([busy.id]);
    await addResource(task.id, done.id, true);
    expect(await tasksOf(done.id)).toEqual([]);
    const [listed] = await tasksOf(busy.id);
    expect(listed!.resources.map((r) => [r.userID, r.completedTask])).toEqual([
      [busy.id, false],
      [done.id, true],
    ]);
  });

  it('leaves out inactive tasks and the tasks of inactive WBS and archived projects', async () => {
    const person = await t.createUser();
    await taskFor([person.id], { isActive: false });
    const archived = await createProject({ isActive: false });
    await addResource((await createTask((await createWbs(archived.id)).id)).id, person.id);
    const active = await createProject();
    const inactiveWbs = await createWbs(active.id, { isActive: false });
    await addResource((await createTask(inactiveWbs.id)).id, person.id);
    expect(await tasksOf(person.id)).toEqual([]);
  });

  it('orders by project name, then outline number compared as numbers', async () => {
    const person = await t.createUser();
    const later = await createProject({ name: `Zz ${Math.random()}` });
    const earlier = await createProject({ name: `Aa ${Math.random()}` });
    const laterWbs = await createWbs(later.id);
    const earlierWbs = await createWbs(earlier.id);
    for (const [wbsId, num] of [
      [laterWbs.id, '1.10'],
      [laterWbs.id, '2'],
      [laterWbs.id, '1.2'],
      [laterWbs.id, '1.2.1'],
      [earlierWbs.id, '3'],
    ] as const)
      await addResource((await createTask(wbsId, { num, level: num.split('.').length })).id, person.id);

    const listed = await tasksOf(person.id);
    expect(listed.map((task) => [task.projectName, task.num])).toEqual([
      [earlier.name, '3'],
      [later.name, '1.2'],
      [later.name, '1.2.1'],
      [later.name, '1.10'],
      [later.name, '2'],
    ]);
  });

  it('refuses a caller who is not signed in', async () => {
    const person = await t.createUser();
    const res = await t.app.inject({ method: 'GET', url: `/api/tasks/user/${person.id}` });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an unknown person and for an id that cannot name one', async () => {
    const malformed = await call(viewer, 'GET', '/api/tasks/user/not-an-id');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: profileMessages.userNotFound });
    const unknown = await call(viewer, 'GET', `/api/tasks/user/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: profileMessages.userNotFound });
  });
});
