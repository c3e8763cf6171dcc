// Lists of tasks are answered from JSON texts kept between requests. Each write their JSON depends on
// (the task, its people, their names and pictures) gives the task a new stamp in the writer's own
// transaction, so the next read answers what PostgreSQL would write afresh.
import type { TaskJson } from '@hgn/domain/tasks';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { workFixtures, type Caller } from '../../../test/work.js';
import { inOneSnapshot } from '../../platform/db/snapshot.js';
import { profilePictures, users } from '../users/users.table.js';
import { createKeptTaskJson } from './tasks.json.kept.js';
import { jsonListSql } from '../../platform/db/json-sql.js';
import { outlineOrderSql, taskJsonSql } from './tasks.json.sql.js';
import { taskResources, tasks } from './tasks.table.js';

const t = await createTestApp();
const db = t.database.db;
const { createWbs } = workFixtures(t, 'Kept JSON');

let admin: Caller;
let wbsId: string;
let motherId: string;
let childId: string;
let worker: { id: string };

beforeAll(async () => {
  admin = await t.signedIn('Administrator');
  worker = await t.createUser({
    firstName: 'Kim',
    lastName: 'Kept',
    profilePic: 'https://example.org/kim.png',
  });
  ({ wbsId } = await createWbs());
  const [mother] = await db.insert(tasks).values({ wbsId, name: 'Frame', num: '1', level: 1 }).returning();
  motherId = mother!.id;
  const [child] = await db
    .insert(tasks)
    .values({ wbsId, name: 'Walls', num: '1.1', level: 2, mother: motherId, parentId1: motherId })
    .returning();
  childId = child!.id;
  await db.insert(taskResources).values({ taskId: childId, userId: worker.id });
});

/** The WBS's tasks as the API answers them. */
const tree = async (): Promise<TaskJson[]> => {
  const res = await t.call(admin, 'GET', `/api/task/wbs/${wbsId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TaskJson[]>();
};

/** The WBS's tasks as PostgreSQL writes them now, nothing kept. */
const fresh = async (): Promise<TaskJson[]> => {
  const [row] = await db
    .select({
      json: jsonListSql(taskJsonSql(tasks), sql`${outlineOrderSql(tasks)}, ${tasks.id}`).mapWith(String),
    })
    .from(tasks)
    .where(eq(tasks.wbsId, wbsId));
  return JSON.parse(row!.json) as TaskJson[];
};

const childOf = (list: TaskJson[]) => list.find((task) => task._id === childId);

describe('a list answered from kept task JSON', () => {
  it('answers each change to the task, its people and their names and pictures at the next read', async () => {
    expect(await tree()).toStrictEqual(await fresh());

    await db.update(tasks).set({ name: 'Walls and roof' }).where(eq(tasks.id, childId));
    expect(childOf(await tree())?.taskName).toBe('Walls and roof');

    await db.update(users).set({ firstName: 'Kimberly' }).where(eq(users.id, worker.id));
    expect(childOf(await tree())?.resources[0]?.name).toBe('Kimberly Kept');

    const changedAt = new Date('2026-11-01T00:00:00.000Z');
    await db.insert(profilePictures).values({
      userId: worker.id,
      contentType: 'image/png',
      bytes: Buffer.from('png'),
      updatedAt: changedAt,
    });
    expect(childOf(await tree())?.resources[0]?.profilePic).toBe(
      `/api/userprofile/${worker.id}/picture?v=${changedAt.getTime()}`,
    );
    await db.delete(profilePictures).where(eq(profilePictures.userId, worker.id));
    expect(childOf(await tree())?.resources[0]?.profilePic).toBe('https://example.org/kim.png');

    await db
      .update(taskResources)
      .set({ reviewStatus: 'Submitted' })
      .where(eq(taskResources.taskId, childId));
    expect(childOf(await tree())?.resources[0]?.reviewStatus).toBe('Submitted');

    await db.delete(taskResources).where(eq(taskResources.taskId, childId));
    expect(childOf(await tree())?.resources).toEqual([]);

    const [added] = await db
      .insert(tasks)
      .values({ wbsId, name: 'Windows', num: '1.2', level: 2, mother: motherId, parentId1: motherId })
      .returning();
    expect((await tree()).map((task) => task.num)).toEqual(['1', '1.1', '1.2']);
    await db.delete(tasks).where(eq(tasks.id, added!.id));
    expect(await tree()).toStrictEqual(await fresh());
  });

  it('drops a deleted person from the tasks they were on', async () => {
    const leaving = await t.createUser({ firstName: 'Lee', lastName: 'Leaving' });
    await db.insert(taskResources).values({ taskId: childId, userId: leaving.id });
    expect(childOf(await tree())?.resources.map((r) => r.name)).toContain('Lee Leaving');
    await db.delete(users).where(eq(users.id, leaving.id));
    expect(childOf(await tree())?.resources.map((r) => r.name)).not.toContain('Lee Leaving');
  });

  it('keeps a stamp through writes to what the JSON does not show', async () => {
    const stampOf = async () =>
      (await db.select({ stamp: tasks.jsonStamp }).from(tasks).where(eq(tasks.id, childId)))[0]!.stamp;
    const before = await stampOf();
    await db.update(users).set({ weeklyCommittedHours: 12 }).where(eq(users.id, worker.id));
    expect(await stampOf()).toBe(before);
    await db.update(tasks).set({ hoursLogged: 2 }).where(eq(tasks.id, childId));
    expect(await stampOf()).toBeGreaterThan(before);
  });

  it('writes the texts of changed tasks as of the snapshot their stamps were read in', async () => {
    const kept = createKeptTaskJson(1_000_000);
    // Another session's write, committed while the snapshot is open.
    const renameMeanwhile = new pg.Client({ connectionString: t.database.url });
    await renameMeanwhile.connect();
    onTestFinished(() => renameMeanwhile.end());
    const names = await inOneSnapshot(db, async (snapshot) => {
      const list = await snapshot
        .select({ id: tasks.id, stamp: tasks.jsonStamp })
        .from(tasks)
        .where(eq(tasks.id, motherId));
      await renameMeanwhile.query('update tasks set name = $1 where id = $2', [
        'Frame, renamed meanwhile',
        motherId,
      ]);
      return (await kept.jsonOf(snapshot, list)).map(
        (json) => (JSON.parse(json.toString()) as TaskJson).taskName,
      );
    });
    expect(names).toEqual(['Frame']);
  });

  it('answers lists larger than what it keeps, keeping the most recently read', async () => {
    const list = await db
      .select({ id: tasks.id, stamp: tasks.jsonStamp })
      .from(tasks)
      .where(eq(tasks.wbsId, wbsId))
      .orderBy(tasks.num);
    const oneText = (await fresh())[0]!;
    const kept = createKeptTaskJson(Buffer.byteLength(JSON.stringify(oneText)) + 10);
    const read = () =>
      inOneSnapshot(db, async (snapshot) =>
        (await kept.jsonOf(snapshot, list)).map((json) => (JSON.parse(json.toString()) as TaskJson)._id),
      );
    expect(await read()).toEqual(list.map((task) => task.id));
    expect(await read()).toEqual(list.map((task) => task.id));
  });
});
