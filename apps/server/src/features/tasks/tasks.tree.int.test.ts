import type { TaskJson } from '@hgn/domain/tasks';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { taskTreeFixtures } from '../../../test/taskTree.js';
import { signedInAs } from '../../../test/work.js';
import { taskResources } from './tasks.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

const [admin, volunteer] = await signedInAs(t, 'Administrator', 'Volunteer');
const { newWbs, add, numsOf, rowOf } = taskTreeFixtures(t, admin, 'Tree');

describe('creating tasks', () => {
  it('numbers top-level tasks and children, with level, mother and ancestors', async () => {
    const wbsId = await newWbs();
    const a = await add(wbsId, 'A');
    const b = await add(wbsId, 'B');
    const a1 = await add(wbsId, 'A1', { mother: a._id });
    const a2 = await add(wbsId, 'A2', { mother: a._id });
    const a21 = await add(wbsId, 'A21', { mother: a2._id });
    const a211 = await add(wbsId, 'A211', { mother: a21._id });
    expect([a.num, b.num, a1.num, a2.num, a21.num, a211.num]).toEqual([
      '1',
      '2',
      '1.1',
      '1.2',
      '1.2.1',
      '1.2.1.1',
    ]);
    expect(a211).toMatchObject({
      level: 4,
      mother: a21._id,
      parentId1: a._id,
      parentId2: a2._id,
      parentId3: a21._id,
      createdBy: admin.id,
      __v: 0,
      status: 'Not Started',
      priority: 'Primary',
    });
    expect(await rowOf(a._id)).toMatchObject({ hasChild: true, childrenQty: 2 });

    const tooDeep = await call(admin, 'POST', `/api/task/${wbsId}`, { taskName: 'Five', mother: a211._id });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toMatchObject({ code: 'TOO_DEEP' });
  });

  it('refuses a mother of another WBS, an unknown person, and a missing name, writing nothing', async () => {
    const wbsId = await newWbs();
    const other = await add(await newWbs(), 'Elsewhere');
    const bad = [
      { taskName: 'X', mother: other._id },
      { taskName: 'X', resources: [{ userID: crypto.randomUUID() }] },
      { taskName: '  ' },
    ];
    const statuses: number[] = [];
    for (const body of bad) statuses.push((await call(admin, 'POST', `/api/task/${wbsId}`, body)).statusCode);
    expect(statuses).toEqual([400, 404, 400]);
    expect(await numsOf(wbsId)).toEqual({});
  });

  it('refuses a Volunteer with 403 and answers 404 for an unknown WBS', async () => {
    const wbsId = await newWbs();
    expect((await call(volunteer, 'POST', `/api/task/${wbsId}`, { taskName: 'X' })).statusCode).toBe(403);
    expect(await numsOf(wbsId)).toEqual({});
    for (const id of ['nope', crypto.randomUUID()])
      expect((await call(admin, 'POST', `/api/task/${id}`, { taskName: 'X' })).json()).toMatchObject({
        code: 'WBS_NOT_FOUND',
      });
  });
});

describe('reading tasks', () => {
  it('lists a level (active only), a mother’s children, one task and the whole WBS', async () => {
    const wbsId = await newWbs();
    const a = await add(wbsId, 'A');
    await add(wbsId, 'B', { isActive: false });
    const c = await add(wbsId, 'C');
    const a1 = await add(wbsId, 'A1', { mother: a._id });
    await add(wbsId, 'C1', { mother: c._id });
    const level1 = (await call(volunteer, 'GET', `/api/tasks/${wbsId}/1/0`)).json<TaskJson[]>();
    expect(level1.map((x) => x.taskName)).toEqual(['A', 'C']);
    const children = (await call(volunteer, 'GET', `/api/tasks/${wbsId}/2/${a._id}`)).json<TaskJson[]>();
    expect(children.map((x) => x.taskName)).toEqual(['A1']);
    expect((await call(volunteer, 'GET', `/api/task/${a1._id}`)).json()).toMatchObject({
      _id: a1._id,
      num: '1.1',
    });
    const all = (await call(volunteer, 'GET', `/api/task/wbs/${wbsId}`)).json<TaskJson[]>();
    expect(all.map((x) => x.num)).toEqual(['1', '1.1', '2', '3', '3.1']);
    expect((await call(volunteer, 'GET', `/api/task/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call(volunteer, 'GET', `/api/task/wbs/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call(volunteer, 'GET', `/api/tasks/${crypto.randomUUID()}/1/0`)).statusCode).toBe(404);
  });
});

describe('updating a task', () => {
  it('changes the fields, answers 201 with the next version, and rolls up to every ancestor', async () => {
    const wbsId = await newWbs();
    const person = await t.createUser();
    const other = await t.createUser();
    const top = await add(wbsId, 'Top');
    const mid = await add(wbsId, 'Mid', { mother: top._id });
    const leaf1 = await add(wbsId, 'Leaf1', { mother: mid._id });
    const leaf2 = await add(wbsId, 'Leaf2', { mother: mid._id, priority: 'Tertiary', hoursMost: 2 });
    const res = await call(admin, 'PUT', `/api/task/update/${leaf1._id}`, {
      __v: leaf1.__v,
      taskName: 'Leaf one',
      hoursBest: 1,
      hoursWorst: 5,
      hoursMost: 3,
      estimatedHours: 4,
      priority: 'Tertiary',
      startedDatetime: '2026-02-01T00:00:00.000Z',
      dueDatetime: '2026-03-01',
      resources: [{ userID: person.id, name: 'whoever' }],
      links: ['https://example.org/a'],
      whyInfo: 'Because',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ taskName: 'Leaf one', __v: leaf1.__v + 1, hoursMost: 3 });
    await call(admin, 'PUT', `/api/task/update/${leaf2._id}`, {
      resources: [{ userID: other.id }, { userID: person.id }],
      dueDatetime: '2026-04-01T00:00:00.000Z',
    });
    for (const id of [mid._id, top._id]) {
      const rolled = (await call(admin, 'GET', `/api/task/${id}`)).json<TaskJson>();
      expect(rolled).toMatchObject({
        hoursBest: 1,
        hoursWorst: 5,
        hoursMost: 5,
        estimatedHours: 4,
        priority: 'Tertiary',
        startedDatetime: '2026-02-01T00:00:00.000Z',
        dueDatetime: '2026-04-01T00:00:00.000Z',
      });
      expect(rolled.resources.map((r) => r.userID).sort()).toEqual([person.id, other.id].sort());
    }
  });

  it('refuses a stale version with 409 STALE_WRITE and writes nothing', async () => {
    const wbsId = await newWbs();
    const task = await add(wbsId, 'Versioned');
    expect(
      (await call(admin, 'PUT', `/api/task/update/${task._id}`, { __v: 0, status: 'Active' })).statusCode,
    ).toBe(201);
    const before = await rowOf(task._id);
    const stale = await call(admin, 'PUT', `/api/task/update/${task._id}`, {
      __v: 0,
      taskName: 'Lost update',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_WRITE' });
    expect(await rowOf(task._id)).toEqual(before);
  });

  it('refuses a Volunteer with 403, hostile bounds with 400, unknown tasks with 404; nothing written', async () => {
    const wbsId = await newWbs();
    const task = await add(wbsId, 'Guarded');
    const before = await rowOf(task._id);
    expect(
      (await call(volunteer, 'PUT', `/api/task/update/${task._id}`, { taskName: 'Mine' })).statusCode,
    ).toBe(403);
    for (const body of [
      { hoursBest: -1 },
      { hoursWorst: 1e308 },
      { whyInfo: 'x'.repeat(10_001) },
      { priority: 'Top' },
    ])
      expect((await call(admin, 'PUT', `/api/task/update/${task._id}`, body)).statusCode).toBe(400);
    expect(await rowOf(task._id)).toEqual(before);
    expect(
      (await call(admin, 'PUT', `/api/task/update/${crypto.randomUUID()}`, { taskName: 'X' })).statusCode,
    ).toBe(404);
  });

  it('stamps the completion time on Complete and clears it on reopening', async () => {
    const wbsId = await newWbs();
    const task = await add(wbsId, 'Finish');
    const done = (
      await call(admin, 'PUT', `/api/task/update/${task._id}`, { status: 'Complete' })
    ).json<TaskJson>();
    expect(done.completedDatetime).not.toBeNull();
    const reopened = (
      await call(admin, 'PUT', `/api/task/update/${task._id}`, { status: 'Started' })
    ).json<TaskJson>();
    expect(reopened.completedDatetime).toBeNull();
  });
});

describe('setting the status', () => {
  it('lets a person on the task or an updateTask holder set it; refuses others with 403', async () => {
    const wbsId = await newWbs();
    const worker = await t.signedIn('Volunteer');
    const task = await add(wbsId, 'Status', { resources: [{ userID: worker.id }] });
    const byWorker = await call(worker, 'PUT', `/api/task/updateStatus/${task._id}`, { status: 'Started' });
    expect(byWorker.statusCode, byWorker.body).toBe(201);
    expect(byWorker.json()).toMatchObject({ status: 'Started' });
    const byStranger = await call(volunteer, 'PUT', `/api/task/updateStatus/${task._id}`, {
      status: 'Complete',
    });
    expect(byStranger.statusCode).toBe(403);
    expect((await rowOf(task._id)).status).toBe('Started');
    expect(
      (await call(admin, 'PUT', `/api/task/updateStatus/${task._id}`, { status: 'Complete' })).statusCode,
    ).toBe(201);
    expect(
      (await call(volunteer, 'PUT', `/api/task/updateStatus/${crypto.randomUUID()}`, { status: 'X' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('deleting a task', () => {
  it('deletes it with its subtasks, renumbers the later siblings and rolls the mother up', async () => {
    const wbsId = await newWbs();
    const a = await add(wbsId, 'A');
    const a1 = await add(wbsId, 'A1', { mother: a._id, hoursMost: 1 });
    await add(wbsId, 'A11', { mother: a1._id });
    const a2 = await add(wbsId, 'A2', { mother: a._id, hoursMost: 2 });
    await add(wbsId, 'A21', { mother: a2._id, hoursMost: 2 });
    await add(wbsId, 'B');
    const res = await call(admin, 'POST', `/api/task/del/${a1._id}/${a._id}`);
    expect(res.statusCode).toBe(200);
    expect(await numsOf(wbsId)).toEqual({ A: '1', A2: '1.1', A21: '1.1.1', B: '2' });
    expect(await rowOf(a._id)).toMatchObject({ childrenQty: 1, hasChild: true, hoursMost: 2 });
    await call(admin, 'POST', `/api/task/del/${a2._id}/${a._id}`);
    expect(await rowOf(a._id)).toMatchObject({ childrenQty: 0, hasChild: false });
    await call(admin, 'POST', `/api/task/del/${a._id}/0`);
    expect(await numsOf(wbsId)).toEqual({ B: '1' });
  });

  it('refuses a Volunteer with 403 writing nothing, and answers 404 for an unknown task', async () => {
    const wbsId = await newWbs();
    const a = await add(wbsId, 'A');
    expect((await call(volunteer, 'POST', `/api/task/del/${a._id}/0`)).statusCode).toBe(403);
    expect(await numsOf(wbsId)).toEqual({ A: '1' });
    expect((await call(admin, 'POST', `/api/task/del/${crypto.randomUUID()}/0`)).statusCode).toBe(404);
  });
});

describe('the resources table', () => {
  it('keeps one row per person on a task', async () => {
    const wbsId = await newWbs();
    const person = await t.createUser();
    const task = await add(wbsId, 'Dup', {
      resources: [{ userID: person.id }, { userID: person.id.toUpperCase() }],
    });
    expect(await db.select().from(taskResources).where(eq(taskResources.taskId, task._id))).toHaveLength(1);
  });
});

describe('deleting subtasks', () => {
  it('deletes the subtasks of a task, keeping it', async () => {
    const wbsId = await newWbs();
    const a = await add(wbsId, 'A');
    const a1 = await add(wbsId, 'A1', { mother: a._id });
    await add(wbsId, 'A11', { mother: a1._id });
    await add(wbsId, 'A2', { mother: a._id });
    expect((await call(volunteer, 'POST', `/api/task/delete/children/${a._id}`)).statusCode).toBe(403);
    const res = await call(admin, 'POST', `/api/task/delete/children/${a._id}`);
    expect(res.statusCode).toBe(200);
    expect(await numsOf(wbsId)).toEqual({ A: '1' });
    expect(await rowOf(a._id)).toMatchObject({ hasChild: false, childrenQty: 0 });
    expect((await call(admin, 'POST', `/api/task/delete/children/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
  });
});

describe('writes racing on one tree', () => {
  it('numbers ten tasks created at once 1 to 10, and their mother counts all of them', async () => {
    const wbsId = await newWbs();
    const top = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(admin, 'POST', `/api/task/${wbsId}`, { taskName: `T${i}` })),
    );
    expect(top.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(top.map((res) => Number(res.json<TaskJson>().num)).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    const mother = top[0]!.json<TaskJson>();
    const children = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(admin, 'POST', `/api/task/${wbsId}`, { taskName: `C${i}`, mother: mother._id, hoursMost: 1 }),
      ),
    );
    expect(new Set(children.map((res) => res.json<TaskJson>().num)).size).toBe(10);
    expect(await rowOf(mother._id)).toMatchObject({ childrenQty: 10, hoursMost: 10 });
  });
});
