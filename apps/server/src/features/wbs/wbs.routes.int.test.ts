import type { WbsJson, WbsListItemJson } from '@hgn/domain/wbs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { signedInAs, workFixtures, type Caller } from '../../../test/work.js';
import { tasks } from '../tasks/tasks.table.js';
import { wbs } from './wbs.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

const [admin, volunteer] = await signedInAs(t, 'Administrator', 'Volunteer');

const { createProject } = workFixtures(t, 'WBS');

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
      ['_id', 'hoursLogged', 'isActive', 'modifiedDatetime', 'taskCount', 'wbsName'].sort(),
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

  it('counts the tasks of each WBS and the hours logged on them (top-level tasks hold those of their subtasks)', async () => {
    const project = await createProject();
    const full = (await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: 'Full' })).json<WbsJson>();
    const empty = (await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: 'Empty' })).json<WbsJson>();
    const [top] = await db
      .insert(tasks)
      .values([{ wbsId: full._id, name: 'A', num: '1', level: 1, hoursLogged: 12.5 }])
      .returning();
    await db.insert(tasks).values([
      {
        wbsId: full._id,
        name: 'A1',
        num: '1.1',
        level: 2,
        mother: top!.id,
        parentId1: top!.id,
        hoursLogged: 12.5,
      },
      { wbsId: full._id, name: 'B', num: '2', level: 1, hoursLogged: 22 },
    ]);
    const list = (await call(volunteer, 'GET', `/api/wbs/${project.id}`)).json<WbsListItemJson[]>();
    expect(list.map((w) => [w.wbsName, w.taskCount, w.hoursLogged])).toEqual([
      ['Empty', 0, 0],
      ['Full', 3, 34.5],
    ]);
    expect(empty._id).toBe(list[0]!._id);
  });

  it('refuses a second WBS of the same name in a project ignoring case (409), but not in another project', async () => {
    const project = await createProject();
    const other = await createProject();
    await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: 'Phase One' });
    const again = await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: ' phase one ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'WBS_NAME_TAKEN',
      field: 'wbsName',
      message: 'This project already has a WBS named "phase one".',
    });
    expect(await db.select().from(wbs).where(eq(wbs.projectId, project.id))).toHaveLength(1);
    expect((await call(admin, 'POST', `/api/wbs/${other.id}`, { wbsName: 'Phase One' })).statusCode).toBe(
      201,
    );
  });

  it('creates one of ten WBS of the same name sent at once; the others are refused with 409', async () => {
    const project = await createProject();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: i % 2 === 0 ? 'Race' : 'RACE' }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(
      answers.filter((res) => res.statusCode === 409).map((res) => res.json<{ code: string }>().code),
    ).toEqual(Array<string>(9).fill('WBS_NAME_TAKEN'));
    expect(await db.select().from(wbs).where(eq(wbs.projectId, project.id))).toHaveLength(1);
  });

  it('renames and deactivates a WBS, answering it whole with a new modified time', async () => {
    const project = await createProject();
    const made = (await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: 'Draft' })).json<WbsJson>();
    await db
      .update(wbs)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(wbs.id, made._id));
    const res = await call(admin, 'PUT', `/api/wbsId/${made._id}`, { wbsName: ' Final ' });
    expect(res.statusCode).toBe(200);
    const renamed = res.json<WbsJson>();
    expect(renamed).toMatchObject({ _id: made._id, wbsName: 'Final', projectId: project.id, isActive: true });
    expect(Date.parse(renamed.modifiedDatetime)).toBeGreaterThan(Date.now() - 30_000);
    expect(renamed.createdDatetime).toBe(made.createdDatetime);

    const recased = await call(admin, 'PUT', `/api/wbsId/${made._id}`, { wbsName: 'FINAL' });
    expect(recased.json()).toMatchObject({ wbsName: 'FINAL' });

    const off = await call(admin, 'PUT', `/api/wbsId/${made._id}`, { isActive: false });
    expect(off.json()).toMatchObject({ wbsName: 'FINAL', isActive: false });
    expect((await call(admin, 'GET', `/api/wbs/${project.id}`)).json()).toEqual([]);
  });

  it('refuses renaming to the name of another WBS of the project (409) and writes nothing', async () => {
    const project = await createProject();
    await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: 'Taken' });
    const mine = (await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: 'Mine' })).json<WbsJson>();
    const res = await call(admin, 'PUT', `/api/wbsId/${mine._id}`, { wbsName: 'taken', isActive: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'WBS_NAME_TAKEN' });
    const [row] = await db.select().from(wbs).where(eq(wbs.id, mine._id));
    expect(row).toMatchObject({ name: 'Mine', isActive: true });
  });

  it('refuses a change without postWbs (403), an empty name (400) and an unknown WBS (404)', async () => {
    const project = await createProject();
    const made = (await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: 'Kept' })).json<WbsJson>();
    const refused = await call(volunteer, 'PUT', `/api/wbsId/${made._id}`, {
      wbsName: 'Nope',
      isActive: false,
    });
    expect(refused.statusCode).toBe(403);
    const empty = await call(admin, 'PUT', `/api/wbsId/${made._id}`, { wbsName: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'wbsName', message: 'WBS name is required.' });
    const [row] = await db.select().from(wbs).where(eq(wbs.id, made._id));
    expect(row).toMatchObject({ name: 'Kept', isActive: true, version: 0 });
    for (const id of ['not-an-id', crypto.randomUUID()]) {
      const unknown = await call(admin, 'PUT', `/api/wbsId/${id}`, { isActive: true });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'WBS_NOT_FOUND' });
    }
  });

  it('lists the inactive WBS too with ?all=true, for postWbs holders only', async () => {
    const project = await createProject();
    const on = (await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: 'On' })).json<WbsJson>();
    const off = (
      await call(admin, 'POST', `/api/wbs/${project.id}`, { wbsName: 'Off', isActive: false })
    ).json<WbsJson>();
    const ids = async (caller: Caller, query: string) =>
      (await call(caller, 'GET', `/api/wbs/${project.id}${query}`))
        .json<WbsListItemJson[]>()
        .map((w) => w._id);
    expect((await ids(admin, '?all=true')).sort()).toEqual([on._id, off._id].sort());
    expect(await ids(admin, '')).toEqual([on._id]);
    expect(await ids(admin, '?all=false')).toEqual([on._id]);
    expect(await ids(volunteer, '?all=true')).toEqual([on._id]);
    expect((await call(admin, 'GET', `/api/wbs/${project.id}?all=maybe`)).statusCode).toBe(400);
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
