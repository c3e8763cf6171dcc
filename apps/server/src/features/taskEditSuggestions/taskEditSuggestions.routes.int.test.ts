import type { TaskEditSuggestionJson } from '@hgn/domain/taskEditSuggestions';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { taskEditSuggestions } from './taskEditSuggestions.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let owner: Caller;
let manager: Caller;
let mentor: Caller;
let volunteer: Caller;

beforeAll(async () => {
  [owner, manager, mentor, volunteer] = await Promise.all([
    t.signedIn('Owner'),
    t.signedIn('Manager'),
    t.signedIn('Mentor'),
    t.signedIn('Volunteer'),
  ]);
});

let serial = 0;
async function createTask() {
  serial += 1;
  const [project] = await db
    .insert(projects)
    .values({ name: `Suggestion project ${serial} ${Math.random().toString(36).slice(2, 7)}` })
    .returning();
  const [breakdown] = await db
    .insert(wbs)
    .values({ projectId: project!.id, name: `WBS ${serial}` })
    .returning();
  const [task] = await db
    .insert(tasks)
    .values({ wbsId: breakdown!.id, name: `Task ${serial}`, num: '1', level: 1 })
    .returning();
  return task!;
}

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
