import type { TaskEditSuggestionJson } from '@hgn/domain/taskEditSuggestions';
import type { TaskJson } from '@hgn/domain/tasks';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { signedInAs, workFixtures, type Caller } from '../../../test/work.js';
import { taskEditSuggestions } from './taskEditSuggestions.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

const [owner, manager, mentor, volunteer] = await signedInAs(t, 'Owner', 'Manager', 'Mentor', 'Volunteer');

const { createTask } = workFixtures(t, 'Suggestion');

const suggestionsOf = async (taskId: string) =>
  (
    await db.select({ n: count() }).from(taskEditSuggestions).where(eq(taskEditSuggestions.taskId, taskId))
  )[0]!.n;

const suggest = (caller: Caller, taskId: string, newTask: object = { taskName: 'Better name' }) =>
  call(caller, 'POST', '/api/taskeditsuggestion', {
    taskId,
    userId: caller.id,
    oldTask: { taskName: 'Old name', _id: taskId },
    newTask,
  });

describe('suggesting task edits', () => {
  it('keeps one suggestion per task, the latest replacing the one before under a new id', async () => {
    const task = await createTask();
    const first = await suggest(volunteer, task.id);
    expect(first.statusCode).toBe(200);
    const firstJson = first.json<TaskEditSuggestionJson>();
    expect(firstJson).toMatchObject({
      taskId: task.id,
      userId: volunteer.id,
      oldTask: { taskName: 'Old name' },
      newTask: { taskName: 'Better name' },
    });
    expect(firstJson.user).toMatch(/^First\d+ Last\d+$/);
    const second = await suggest(mentor, task.id, { taskName: 'Best name', hoursMost: 4 });
    expect(second.statusCode).toBe(200);
    expect(second.json<TaskEditSuggestionJson>()._id).not.toBe(firstJson._id);
    expect(await suggestionsOf(task.id)).toBe(1);
    // A reviewer holding the replaced suggestion finds it gone.
    expect((await call(owner, 'DELETE', `/api/taskeditsuggestion/${firstJson._id}`)).statusCode).toBe(404);
    expect(await suggestionsOf(task.id)).toBe(1);
  });

  it("refuses a suggestion in someone else's name with 403, writing nothing", async () => {
    const task = await createTask();
    const res = await call(volunteer, 'POST', '/api/taskeditsuggestion', {
      taskId: task.id,
      userId: mentor.id,
      oldTask: {},
      newTask: {},
    });
    expect(res.statusCode).toBe(403);
    expect(await suggestionsOf(task.id)).toBe(0);
  });

  it('answers 404 for a task that does not exist', async () => {
    for (const taskId of ['00000000-0000-4000-8000-000000000000', 'not-a-task']) {
      const res = await suggest(volunteer, taskId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'TASK_NOT_FOUND' });
    }
  });

  it('keeps one suggestion when ten identical posts race', async () => {
    const task = await createTask();
    const results = await Promise.all(Array.from({ length: 10 }, () => suggest(volunteer, task.id)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await suggestionsOf(task.id)).toBe(1);
  });

  it('refuses hostile bodies with 400 and writes nothing', async () => {
    const task = await createTask();
    const base = { taskId: task.id, userId: volunteer.id, oldTask: {}, newTask: {} };
    for (const body of [
      {},
      { ...base, oldTask: undefined },
      { ...base, newTask: 'x' },
      { ...base, newTask: { taskName: 'x'.repeat(501) } },
      { ...base, newTask: { estimatedHours: -1 } },
      { ...base, newTask: { priority: 'Urgent' } },
      { ...base, newTask: { relatedWorkLinks: ['x'.repeat(2049)] } },
      { ...base, newTask: { deadlineCount: 1.5 } },
      { ...base, taskId: 'x'.repeat(600) },
    ])
      expect((await call(volunteer, 'POST', '/api/taskeditsuggestion', body)).statusCode).toBe(400);
    expect(await suggestionsOf(task.id)).toBe(0);
  });
});

describe('reviewing suggestions', () => {
  const listed = async (taskId: string) =>
    (await call(owner, 'GET', '/api/taskeditsuggestion'))
      .json<TaskEditSuggestionJson[]>()
      .find((suggestion) => suggestion.taskId === taskId)!;

  it('flags a suggestion outdated once its task changes after the suggester loaded it', async () => {
    const { wbsId } = await createTask();
    const made = await call(owner, 'POST', `/api/task/${wbsId}`, { taskName: 'Loaded task' });
    const loaded = made.json<TaskJson>();
    const res = await call(volunteer, 'POST', '/api/taskeditsuggestion', {
      taskId: loaded._id,
      userId: volunteer.id,
      oldTask: { taskName: loaded.taskName, __v: loaded.__v, modifiedDatetime: loaded.modifiedDatetime },
      newTask: { taskName: 'Suggested name' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TaskEditSuggestionJson>()).toMatchObject({
      oldTask: { __v: 0, modifiedDatetime: loaded.modifiedDatetime },
      outdated: false,
    });
    expect((await listed(loaded._id)).outdated).toBe(false);

    const changed = await call(owner, 'PUT', `/api/task/update/${loaded._id}`, { hoursMost: 3 });
    expect(changed.statusCode, changed.body).toBe(201);
    expect((await listed(loaded._id)).outdated).toBe(true);
  });

  it('flags at once a suggestion made on a copy older than the task', async () => {
    const { wbsId } = await createTask();
    const loaded = (
      await call(owner, 'POST', `/api/task/${wbsId}`, { taskName: 'Stale copy' })
    ).json<TaskJson>();
    await call(owner, 'PUT', `/api/task/update/${loaded._id}`, { hoursMost: 3 });
    const res = await call(volunteer, 'POST', '/api/taskeditsuggestion', {
      taskId: loaded._id,
      userId: volunteer.id,
      oldTask: { taskName: loaded.taskName, __v: loaded.__v },
      newTask: { taskName: 'From the stale copy' },
    });
    expect(res.json<TaskEditSuggestionJson>().outdated).toBe(true);
    expect((await listed(loaded._id)).outdated).toBe(true);
  });

  it('without a version, flags a suggestion whose task is modified after it was made', async () => {
    const { wbsId } = await createTask();
    const loaded = (
      await call(owner, 'POST', `/api/task/${wbsId}`, { taskName: 'No version' })
    ).json<TaskJson>();
    await suggest(volunteer, loaded._id);
    expect((await listed(loaded._id)).outdated).toBe(false);
    await call(owner, 'PUT', `/api/task/update/${loaded._id}`, { hoursMost: 3 });
    expect((await listed(loaded._id)).outdated).toBe(true);
  });

  it('lists newest first and counts, for holders of updateTask or resolveTask only', async () => {
    const [a, b] = [await createTask(), await createTask()];
    await suggest(volunteer, a.id);
    await suggest(volunteer, b.id);
    const list = await call(manager, 'GET', '/api/taskeditsuggestion');
    expect(list.statusCode).toBe(200);
    const ids = list.json<TaskEditSuggestionJson[]>().map((s) => s.taskId);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const counted = await call(owner, 'GET', '/api/taskeditsuggestion?count=true');
    expect(counted.statusCode).toBe(200);
    expect(counted.json<{ count: number }>().count).toBe(ids.length);
    expect((await call(volunteer, 'GET', '/api/taskeditsuggestion')).statusCode).toBe(403);
    expect((await call(mentor, 'GET', '/api/taskeditsuggestion?count=true')).statusCode).toBe(403);
    expect((await call(owner, 'GET', '/api/taskeditsuggestion?count=maybe')).statusCode).toBe(400);
  });

  it('rejects with resolveTask only: 403 removes nothing, a second reviewer gets 404', async () => {
    const task = await createTask();
    const { _id } = (await suggest(volunteer, task.id)).json<TaskEditSuggestionJson>();
    expect((await call(manager, 'DELETE', `/api/taskeditsuggestion/${_id}`)).statusCode).toBe(403);
    expect(await suggestionsOf(task.id)).toBe(1);
    const results = await Promise.all([
      call(owner, 'DELETE', `/api/taskeditsuggestion/${_id}`),
      call(owner, 'DELETE', `/api/taskeditsuggestion/${_id}`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(results.find((r) => r.statusCode === 404)!.json()).toMatchObject({ code: 'SUGGESTION_NOT_FOUND' });
    expect(await suggestionsOf(task.id)).toBe(0);
    expect((await call(owner, 'DELETE', '/api/taskeditsuggestion/not-an-id')).statusCode).toBe(404);
  });
});

describe('approving suggestions', () => {
  /** A mother task with one child, made through the API so that the mother rolls its child up. */
  async function createFamily() {
    const { wbsId } = await createTask();
    const add = async (body: object) => {
      const res = await call(owner, 'POST', `/api/task/${wbsId}`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<TaskJson>();
    };
    const mother = await add({ taskName: 'Mother', hoursMost: 2 });
    const child = await add({ taskName: 'Child', hoursMost: 2, mother: mother._id });
    return { mother, child };
  }
  const taskOf = async (id: string) => (await call(owner, 'GET', `/api/task/${id}`)).json<TaskJson>();
  const approve = (caller: Caller, id: string) =>
    call(caller, 'POST', `/api/taskeditsuggestion/${id}/approve`);

  it('applies the new fields, removes the suggestion and rolls the change up to the ancestors', async () => {
    const { mother, child } = await createFamily();
    expect((await taskOf(mother._id)).hoursMost).toBe(2);
    const { _id } = (
      await suggest(volunteer, child._id, { taskName: 'Child renamed', hoursMost: 7, hoursLogged: 3 })
    ).json<TaskEditSuggestionJson>();
    const res = await approve(owner, _id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TaskJson>()).toMatchObject({
      _id: child._id,
      taskName: 'Child renamed',
      hoursMost: 7,
      __v: 1,
    });
    expect(await suggestionsOf(child._id)).toBe(0);
    expect((await taskOf(mother._id)).hoursMost).toBe(7);
  });

  it('applies a suggestion once when ten reviewers approve it at the same time', async () => {
    const { child } = await createFamily();
    const { _id } = (await suggest(volunteer, child._id, { hoursMost: 5 })).json<TaskEditSuggestionJson>();
    const results = await Promise.all(Array.from({ length: 10 }, () => approve(owner, _id)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(404)]);
    for (const refused of results.filter((r) => r.statusCode === 404))
      expect(refused.json()).toMatchObject({ code: 'SUGGESTION_NOT_FOUND' });
    expect(await taskOf(child._id)).toMatchObject({ hoursMost: 5, __v: 1 });
    expect(await suggestionsOf(child._id)).toBe(0);
  });

  it('refuses a reviewer without resolveTask with 403, changing nothing', async () => {
    const { child } = await createFamily();
    const { _id } = (await suggest(volunteer, child._id, { hoursMost: 9 })).json<TaskEditSuggestionJson>();
    for (const caller of [manager, mentor, volunteer])
      expect((await approve(caller, _id)).statusCode).toBe(403);
    expect(await taskOf(child._id)).toMatchObject({ hoursMost: 2, __v: 0 });
    expect(await suggestionsOf(child._id)).toBe(1);
  });

  it('refuses new fields a task update would refuse with 400 when suggested, writing nothing', async () => {
    const { child } = await createFamily();
    for (const [newTask, field] of [
      [{ hoursMost: 500_000 }, 'newTask.hoursMost'],
      [{ taskName: '   ' }, 'newTask.taskName'],
      [{ dueDatetime: 'next week' }, 'newTask.dueDatetime'],
      [{ resources: [{ userID: 'nobody' }] }, 'newTask.resources.0.userID'],
    ] as const) {
      const res = await suggest(volunteer, child._id, newTask);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ field: string }>().field).toBe(field);
    }
    expect(await suggestionsOf(child._id)).toBe(0);
    const { _id } = (
      await suggest(volunteer, child._id, { resources: [{ userID: '00000000-0000-4000-8000-000000000000' }] })
    ).json<TaskEditSuggestionJson>();
    expect((await approve(owner, _id)).json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect(await taskOf(child._id)).toMatchObject({ hoursMost: 2, __v: 0 });
    expect(await suggestionsOf(child._id)).toBe(1);
  });

  it('refuses with 400 a stored suggestion whose new fields a task update refuses, changing nothing', async () => {
    const { child } = await createFamily();
    const [stored] = await db
      .insert(taskEditSuggestions)
      .values({ taskId: child._id, userId: volunteer.id, oldTask: {}, newTask: { hoursMost: 500_000 } })
      .returning();
    const res = await approve(owner, stored!.id);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ field: string }>().field).toBe('newTask.hoursMost');
    expect(await taskOf(child._id)).toMatchObject({ hoursMost: 2, __v: 0 });
    expect(await suggestionsOf(child._id)).toBe(1);
  });

  it('answers 404 for an unknown suggestion, and for one whose task is deleted while it is approved', async () => {
    expect((await approve(owner, 'not-an-id')).json()).toMatchObject({ code: 'SUGGESTION_NOT_FOUND' });
    for (let round = 0; round < 5; round += 1) {
      const { mother, child } = await createFamily();
      const { _id } = (await suggest(volunteer, child._id, { hoursMost: 4 })).json<TaskEditSuggestionJson>();
      const [approved, deleted] = await Promise.all([
        approve(owner, _id),
        call(owner, 'POST', `/api/task/del/${child._id}/${mother._id}`),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      if (approved.statusCode !== 200) {
        expect(approved.statusCode).toBe(404);
        expect(['SUGGESTION_NOT_FOUND', 'TASK_NOT_FOUND']).toContain(approved.json<{ code: string }>().code);
      }
      expect(await suggestionsOf(child._id)).toBe(0);
      expect((await approve(owner, _id)).statusCode).toBe(404);
    }
  });

  it('keeps the client flow of rejecting the suggestion and then updating the task', async () => {
    const { mother, child } = await createFamily();
    const { _id, newTask } = (
      await suggest(volunteer, child._id, { hoursMost: 6 })
    ).json<TaskEditSuggestionJson>();
    expect((await call(owner, 'DELETE', `/api/taskeditsuggestion/${_id}`)).statusCode).toBe(200);
    const updated = await call(owner, 'PUT', `/api/task/update/${child._id}`, newTask);
    expect(updated.statusCode, updated.body).toBe(201);
    expect((await taskOf(mother._id)).hoursMost).toBe(6);
    expect(await suggestionsOf(child._id)).toBe(0);
  });
});
