import type { WbsJson, WbsListItemJson } from '@hgn/domain/wbs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { wbs } from './wbs.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let admin: Caller;
let volunteer: Caller;

beforeAll(async () => {
  admin = await t.signedIn('Administrator');
  volunteer = await t.signedIn('Volunteer');
});

let serial = 0;
async function createProject() {
  const [row] = await db
    .insert(projects)
    .values({ name: `WBS project ${++serial} ${Math.random().toString(36).slice(2, 7)}` })
    .returning();
  return row!;
}

describe('the WBS of a project', () => {
  it('creates a WBS (201) and lists the active ones newest first', async () => {
    const project = await createProject();
    const first = await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: ' Phase one ' });
    expect(first.statusCode).toBe(201);
    const created = first.json<WbsJson>();
    expect(created).toMatchObject({ wbsName: 'Phase one', projectId: project.id, isActive: true });
    await db
      .update(wbs)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(wbs.id, created._id));
    const second = (
      await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: 'Phase two' })
    ).json<WbsJson>();
    await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: 'Shelved', isActive: false });

    const list = await call(volunteer, 'GET', `/api/wbs/${project.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<WbsListItemJson[]>().map((w) => [w._id, w.wbsName])).toEqual([
      [second._id, 'Phase two'],
      [created._id, 'Phase one'],
    ]);
    expect(Object.keys(list.json<WbsListItemJson[]>()[0]!).sort()).toEqual(
      ['_id', 'isActive', 'modifiedDatetime', 'wbsName'].sort(),
    );

    const one = await call(volunteer, 'GET', `/api/wbsId/${second._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(second);
  });

  it('refuses an empty name with 400 and writes nothing', async () => {
    const project = await createProject();
    const res = await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'wbsName', message: 'WBS name is required.' });
    expect(await db.select().from(wbs).where(eq(wbs.projectId, project.id))).toEqual([]);
  });

  it('refuses a Volunteer (no postWbs/deleteWbs) with 403 and writes nothing', async () => {
    const project = await createProject();
    const create = await call(volunteer, 'POST', `/api/wbs/${project.id}`, { wbsName: 'Nope' });
    expect(create.statusCode).toBe(403);
    expect(await db.select().from(wbs).where(eq(wbs.projectId, project.id))).toEqual([]);
    const made = (await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: 'Kept' })).json<WbsJson>();
    const remove = await call(volunteer, 'DELETE', `/api/wbs/${made._id}`);
    expect(remove.statusCode).toBe(403);
    expect(await db.select().from(wbs).where(eq(wbs.id, made._id))).toHaveLength(1);
  });

  it('deletes a WBS with all its tasks', async () => {
    const project = await createProject();
    const made = (await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: 'Gone' })).json<WbsJson>();
    await db.insert(tasks).values([
      { wbsId: made._id, name: 'A', num: '1', level: 1 },
      { wbsId: made._id, name: 'B', num: '2', level: 1 },
    ]);
    const res = await call(admin, 'DELETE', `/api/wbs/${made._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'WBS successfully deleted' });
    expect(await db.select().from(tasks).where(eq(tasks.wbsId, made._id))).toEqual([]);
    expect((await call(admin, 'GET', `/api/wbsId/${made._id}`)).statusCode).toBe(404);
  });

  it('answers 404 for unknown or unreadable ids', async () => {
    for (const id of ['not-an-id', crypto.randomUUID()]) {
      expect((await call(volunteer, 'GET', `/api/wbs/${id}`)).json()).toMatchObject({
        code: 'PROJECT_NOT_FOUND',
      });
      expect((await call(admin, 'POST', `/api/wbs/${id}`, { wbsName: 'X' })).statusCode).toBe(404);
      const del = await call(admin, 'DELETE', `/api/wbs/${id}`);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toMatchObject({ code: 'WBS_NOT_FOUND' });
      expect((await call(volunteer, 'GET', `/api/wbsId/${id}`)).statusCode).toBe(404);
    }
  });

  it('refuses a caller who is not signed in', async () => {
    const project = await createProject();
    expect((await t.app.inject({ method: 'GET', url: `/api/wbs/${project.id}` })).statusCode).toBe(401);
  });
});
