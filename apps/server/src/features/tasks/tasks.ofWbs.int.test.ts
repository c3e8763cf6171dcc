import type { TaskJson } from '@hgn/domain/tasks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { signedInAs, workFixtures } from '../../../test/work.js';
import { projects } from '../projects/projects.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { tasks } from './tasks.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

const [admin, volunteer] = await signedInAs(t, 'Administrator', 'Volunteer');

const anHourAgo = () => new Date(Date.now() - 3_600_000);

const work = workFixtures(t, 'WBS tasks');
const newWbs = (category = 'Housing') =>
  work.createWbs({ category, updatedAt: anHourAgo() }, { updatedAt: anHourAgo() });

async function add(wbsId: string, taskName: string, fields: Record<string, unknown> = {}) {
  const res = await call(admin, 'POST', `/api/task/${wbsId}`, { taskName, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TaskJson>();
}

const tasksOf = (wbsId: string) => db.select().from(tasks).where(eq(tasks.wbsId, wbsId));
const wbsRow = async (wbsId: string) => (await db.select().from(wbs).where(eq(wbs.id, wbsId)))[0]!;
const projectRow = async (projectId: string) =>
  (await db.select().from(projects).where(eq(projects.id, projectId)))[0]!;

describe('creating a task', () => {
  it('changes the modified time of its WBS and of its project', async () => {
    const { projectId, wbsId } = await newWbs();
    await add(wbsId, 'A');
    const recent = Date.now() - 60_000;
    expect((await wbsRow(wbsId)).updatedAt.getTime()).toBeGreaterThan(recent);
    expect((await projectRow(projectId)).updatedAt.getTime()).toBeGreaterThan(recent);
  });

  it('gives a task without a category its project’s, unlocked', async () => {
    const { wbsId } = await newWbs('Food');
    expect(await add(wbsId, 'Plain')).toMatchObject({
      category: 'Food',
      categoryOverride: false,
      categoryLocked: false,
    });
    expect(await add(wbsId, 'Same', { category: 'Food' })).toMatchObject({
      category: 'Food',
      categoryOverride: false,
      categoryLocked: false,
    });
  });

  it('overrides and locks a category that differs from its project’s', async () => {
    const { wbsId } = await newWbs('Food');
    expect(await add(wbsId, 'Other', { category: 'Energy' })).toMatchObject({
      category: 'Energy',
      categoryOverride: true,
      categoryLocked: true,
    });
  });

  it('changes neither modified time when refused', async () => {
    const { projectId, wbsId } = await newWbs();
    const before = (await projectRow(projectId)).updatedAt;
    const res = await call(volunteer, 'POST', `/api/task/${wbsId}`, { taskName: 'Nope' });
    expect(res.statusCode).toBe(403);
    const orphan = await call(admin, 'POST', `/api/task/${wbsId}`, {
      taskName: 'Orphan',
      mother: crypto.randomUUID(),
    });
    expect(orphan.statusCode).toBe(400);
    expect((await projectRow(projectId)).updatedAt).toEqual(before);
    expect(await tasksOf(wbsId)).toEqual([]);
  });
});

describe('deleting every task of a WBS', () => {
  it('deletes the tasks and subtasks of the WBS, keeps the WBS and leaves other WBS alone', async () => {
    const { wbsId } = await newWbs();
    const other = await newWbs();
    const a = await add(wbsId, 'A');
    await add(wbsId, 'A1', { mother: a._id });
    await add(wbsId, 'B');
    await add(other.wbsId, 'Elsewhere');
    const res = await call(admin, 'POST', `/api/task/wbs/del/${wbsId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Tasks successfully deleted' });
    expect(await tasksOf(wbsId)).toEqual([]);
    expect(await tasksOf(other.wbsId)).toHaveLength(1);
    expect((await call(admin, 'GET', `/api/wbsId/${wbsId}`)).statusCode).toBe(200);
    expect((await add(wbsId, 'Fresh')).num).toBe('1');
  });

  it('answers for a WBS without tasks', async () => {
    const { wbsId } = await newWbs();
    expect((await call(admin, 'POST', `/api/task/wbs/del/${wbsId}`)).statusCode).toBe(200);
  });

  it('refuses without deleteTask (403) and deletes nothing', async () => {
    const { wbsId } = await newWbs();
    await add(wbsId, 'Kept');
    const res = await call(volunteer, 'POST', `/api/task/wbs/del/${wbsId}`);
    expect(res.statusCode).toBe(403);
    expect(await tasksOf(wbsId)).toHaveLength(1);
  });

  it('answers 404 for an unknown WBS', async () => {
    for (const id of ['not-an-id', crypto.randomUUID()]) {
      const res = await call(admin, 'POST', `/api/task/wbs/del/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'WBS_NOT_FOUND' });
    }
  });
});

describe('importing tasks', () => {
  /** The reads an import makes: statements that select, whatever the rows and tasks already there. */
  const readsOfImport = async (wbsId: string, list: Record<string, unknown>[]) => {
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const res = await call(admin, 'POST', `/api/task/import/${wbsId}`, { list });
      expect(res.statusCode, res.body).toBe(201);
      return spy.mock.calls.filter(([query]) => {
        const text = typeof query === 'string' ? query : (query as { text?: string }).text;
        return text?.trimStart().toLowerCase().startsWith('select');
      }).length;
    } finally {
      spy.mockRestore();
    }
  };
  /** Top-level rows from `from`, each with a child and a grandchild; the people are on the grandchildren. */
  const rows = (from: number, count: number, people: string[]) =>
    Array.from({ length: count }, (_, i) => [
      { num: `${from + i}`, taskName: `Row ${from + i}` },
      { num: `${from + i}.1`, taskName: `Row ${from + i}.1` },
      {
        num: `${from + i}.1.1`,
        taskName: `Row ${from + i}.1.1`,
        hoursMost: 2,
        resources: people.map((userID) => ({ userID })),
      },
    ]).flat();

  it('reads as much for many rows and a large tree as for a few rows and a small one', async () => {
    const people = [admin.id, volunteer.id];
    const small = await newWbs();
    await add(small.wbsId, 'Existing');
    const few = await readsOfImport(small.wbsId, rows(2, 2, people));

    const large = await newWbs();
    for (let n = 0; n < 12; n += 1) await add(large.wbsId, `Existing ${n}`);
    const many = await readsOfImport(large.wbsId, rows(13, 20, people));

    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
    const tree = (await call(admin, 'GET', `/api/task/wbs/${large.wbsId}`)).json<TaskJson[]>();
    expect(tree).toHaveLength(72);
    const top = tree.find((task) => task.num === '13')!;
    expect(top).toMatchObject({ hoursMost: 2, childrenQty: 1, hasChild: true });
    expect(top.resources.map((r) => r.userID)).toEqual(people);
  });
});
