import type { TaskNotificationJson, UnreadTaskNotificationJson } from '@hgn/domain/taskNotifications';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { signedInAs, workFixtures, type Caller } from '../../../test/work.js';
import { taskNotifications } from './taskNotifications.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

const [manager, alice, bob, stranger] = await signedInAs(t, 'Manager', 'Volunteer', 'Volunteer', 'Volunteer');

const { createTask } = workFixtures(t, 'Notice');

const noticeCount = async (taskId: string, userId?: string) =>
  (
    await db
      .select({ n: count() })
      .from(taskNotifications)
      .where(
        userId
          ? and(eq(taskNotifications.taskId, taskId), eq(taskNotifications.userId, userId))
          : eq(taskNotifications.taskId, taskId),
      )
  )[0]!.n;

const notify = (caller: Caller, taskId: string, body: object) =>
  call(caller, 'POST', `/api/task/${taskId}/tasknotification`, body);

const unreadOf = async (caller: Caller) => {
  const res = await call(caller, 'GET', '/api/tasknotification');
  expect(res.statusCode).toBe(200);
  return res.json<UnreadTaskNotificationJson[]>();
};

describe('posting task change notices', () => {
  it('tells each person once and keeps the first snapshot, so the notice shows everything since last read', async () => {
    const task = await createTask([alice.id], { name: 'Paint the fence', hoursBest: 3 });
    const first = await notify(manager, task.id, {
      oldTask: { taskName: 'Paint the wall', hoursBest: 2, _id: task.id, num: '1' },
      userIds: [alice.id, bob.id],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<TaskNotificationJson[]>()).toHaveLength(2);
    const second = await notify(manager, task.id, {
      oldTask: { taskName: 'Paint the fence', hoursBest: 3 },
      userIds: [alice.id],
    });
    expect(second.statusCode).toBe(200);
    expect(second.json<TaskNotificationJson[]>()[0]!.oldTask).toEqual({
      taskName: 'Paint the wall',
      hoursBest: 2,
    });
    expect(await noticeCount(task.id)).toBe(2);

    const mine = (await unreadOf(alice)).filter((n) => n.taskId === task.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      userId: alice.id,
      isRead: false,
      oldTask: { taskName: 'Paint the wall', hoursBest: 2 },
      newTask: {
        taskName: 'Paint the fence',
        hoursBest: 3,
        resources: [{ userID: alice.id, completedTask: false }],
      },
    });
    expect((await unreadOf(stranger)).filter((n) => n.taskId === task.id)).toHaveLength(0);
  });

  it("lets one of the task's own people post, and refuses anyone else with 403, writing nothing", async () => {
    const task = await createTask([alice.id]);
    expect((await notify(alice, task.id, { oldTask: {}, userIds: [bob.id] })).statusCode).toBe(200);
    const refused = await notify(stranger, task.id, { oldTask: {}, userIds: [stranger.id] });
    expect(refused.statusCode).toBe(403);
    expect(await noticeCount(task.id, stranger.id)).toBe(0);
  });

  it('answers 404 for a task that does not exist and for an unknown person, writing nothing', async () => {
    const missing = await notify(manager, '00000000-0000-4000-8000-000000000000', {
      oldTask: {},
      userIds: [alice.id],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'TASK_NOT_FOUND' });
    expect((await notify(manager, 'not-a-task', { oldTask: {}, userIds: [alice.id] })).statusCode).toBe(404);
    const task = await createTask();
    const unknown = await notify(manager, task.id, {
      oldTask: {},
      userIds: [alice.id, '00000000-0000-4000-8000-000000000001'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect((await notify(manager, task.id, { oldTask: {}, userIds: ['nope'] })).statusCode).toBe(404);
    expect(await noticeCount(task.id)).toBe(0);
  });

  it('keeps one notice when ten identical posts race', async () => {
    const task = await createTask();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        notify(manager, task.id, { oldTask: { status: 'Started' }, userIds: [bob.id] }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await noticeCount(task.id)).toBe(1);
  });

  it('refuses hostile bodies with 400 and writes nothing', async () => {
    const task = await createTask();
    const bodies: unknown[] = [
      {},
      { oldTask: 'x', userIds: [alice.id] },
      { oldTask: {}, userIds: [] },
      { oldTask: {}, userIds: alice.id },
      { oldTask: { taskName: 'x'.repeat(501) }, userIds: [alice.id] },
      { oldTask: { hoursBest: 1e308 }, userIds: [alice.id] },
      { oldTask: { links: Array(51).fill('https://example.org') }, userIds: [alice.id] },
      { oldTask: { whyInfo: 'x'.repeat(10_001) }, userIds: [alice.id] },
      { oldTask: { resources: [{ name: 'no id' }] }, userIds: [alice.id] },
      { oldTask: {}, userIds: Array(501).fill(alice.id) },
      { oldTask: {}, userIds: ['x'.repeat(600)] },
    ];
    for (const body of bodies) {
      const res = await notify(manager, task.id, body as object);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await noticeCount(task.id)).toBe(0);
  });
});

describe('marking notices read', () => {
  it('lets only the person notified mark theirs read: 403 for others, nothing removed', async () => {
    const task = await createTask();
    const [notice] = (await notify(manager, task.id, { oldTask: {}, userIds: [alice.id] })).json<
      TaskNotificationJson[]
    >();
    expect((await call(bob, 'DELETE', `/api/tasknotification/${notice!._id}`)).statusCode).toBe(403);
    expect((await call(manager, 'DELETE', `/api/tasknotification/${notice!._id}`)).statusCode).toBe(403);
    expect(await noticeCount(task.id)).toBe(1);
    const read = await call(alice, 'DELETE', `/api/tasknotification/${notice!._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<TaskNotificationJson>()._id).toBe(notice!._id);
    expect(await noticeCount(task.id)).toBe(0);
    const again = await call(alice, 'DELETE', `/api/tasknotification/${notice!._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'TASK_NOTIFICATION_NOT_FOUND' });
    expect((await call(alice, 'DELETE', '/api/tasknotification/not-an-id')).statusCode).toBe(404);
  });

  it('clears by person and task in either order, the caller being the person', async () => {
    const task = await createTask();
    await notify(manager, task.id, { oldTask: {}, userIds: [alice.id, bob.id] });
    // The original client's order: userId/taskId.
    const byUserFirst = await call(alice, 'DELETE', `/api/tasknotification/${alice.id}/${task.id}`);
    expect(byUserFirst.statusCode).toBe(200);
    expect(byUserFirst.json<TaskNotificationJson[]>()).toHaveLength(1);
    expect(await noticeCount(task.id, alice.id)).toBe(0);
    // The original server's order: taskId/userId.
    const byTaskFirst = await call(bob, 'DELETE', `/api/tasknotification/${task.id}/${bob.id}`);
    expect(byTaskFirst.statusCode).toBe(200);
    expect(byTaskFirst.json<TaskNotificationJson[]>()).toHaveLength(1);
    expect(await noticeCount(task.id)).toBe(0);
  });

  it("refuses clearing someone else's notices with 403 and removes nothing", async () => {
    const task = await createTask();
    await notify(manager, task.id, { oldTask: {}, userIds: [alice.id] });
    expect((await call(bob, 'DELETE', `/api/tasknotification/${alice.id}/${task.id}`)).statusCode).toBe(403);
    expect((await call(manager, 'DELETE', `/api/tasknotification/${task.id}/${alice.id}`)).statusCode).toBe(
      403,
    );
    expect(await noticeCount(task.id, alice.id)).toBe(1);
    const none = await call(alice, 'DELETE', `/api/tasknotification/${alice.id}/not-a-task`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });
});
