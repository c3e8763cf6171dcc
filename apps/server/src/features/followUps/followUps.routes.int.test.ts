import type { FollowUpJson } from '@hgn/domain/followUps';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { signedInAs, workFixtures } from '../../../test/work.js';
import { followUps } from './followUps.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

const [mentor, manager, volunteer] = await signedInAs(t, 'Mentor', 'Manager', 'Volunteer');

const { createTask } = workFixtures(t, 'Follow-up');

const marks = async (userId: string, taskId: string) =>
  (
    await db
      .select({ n: count() })
      .from(followUps)
      .where(and(eq(followUps.userId, userId), eq(followUps.taskId, taskId)))
  )[0]!.n;

describe('follow-up marks', () => {
  it('sets and replaces one mark per person and task, listed in the shape the client reads', async () => {
    const task = await createTask();
    const url = `/api/followup/${volunteer.id}/${task.id}`;
    const first = await call(mentor, 'POST', url, { followUpCheck: true, followUpPercentageDeadline: 50 });
    expect(first.statusCode).toBe(200);
    const second = await call(manager, 'POST', url, {
      followUpCheck: false,
      followUpPercentageDeadline: 75.5,
    });
    expect(second.json<FollowUpJson>()).toEqual({
      userId: volunteer.id,
      taskId: task.id,
      followUpCheck: false,
      followUpPercentageDeadline: 75.5,
    });
    expect(await marks(volunteer.id, task.id)).toBe(1);
    const list = await call(volunteer, 'GET', '/api/followup');
    expect(list.statusCode).toBe(200);
    expect(list.json<FollowUpJson[]>()).toContainEqual({
      userId: volunteer.id,
      taskId: task.id,
      followUpCheck: false,
      followUpPercentageDeadline: 75.5,
    });
  });

  it('refuses Volunteers with 403 and writes nothing', async () => {
    const task = await createTask();
    const res = await call(volunteer, 'POST', `/api/followup/${volunteer.id}/${task.id}`, {
      followUpCheck: true,
      followUpPercentageDeadline: 10,
    });
    expect(res.statusCode).toBe(403);
    expect(await marks(volunteer.id, task.id)).toBe(0);
  });

  it('answers 404 for an unknown person or task', async () => {
    const task = await createTask();
    const body = { followUpCheck: true, followUpPercentageDeadline: 10 };
    const noUser = await call(
      mentor,
      'POST',
      `/api/followup/00000000-0000-4000-8000-000000000000/${task.id}`,
      body,
    );
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    const noTask = await call(mentor, 'POST', `/api/followup/${volunteer.id}/not-a-task`, body);
    expect(noTask.statusCode).toBe(404);
    expect(noTask.json()).toMatchObject({ code: 'TASK_NOT_FOUND' });
  });

  it('requires both fields, the percentage from 0 to 100, and writes nothing otherwise', async () => {
    const task = await createTask();
    const url = `/api/followup/${volunteer.id}/${task.id}`;
    for (const body of [
      {},
      { followUpCheck: true },
      { followUpPercentageDeadline: 50 },
      { followUpCheck: 'yes', followUpPercentageDeadline: 50 },
      { followUpCheck: true, followUpPercentageDeadline: 101 },
      { followUpCheck: true, followUpPercentageDeadline: -1 },
      { followUpCheck: true, followUpPercentageDeadline: 1e308 },
      { followUpCheck: true, followUpPercentageDeadline: '50' },
    ])
      expect((await call(mentor, 'POST', url, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await marks(volunteer.id, task.id)).toBe(0);
  });

  it('keeps one mark when ten identical posts race', async () => {
    const task = await createTask();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(mentor, 'POST', `/api/followup/${volunteer.id}/${task.id}`, {
          followUpCheck: true,
          followUpPercentageDeadline: 90,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await marks(volunteer.id, task.id)).toBe(1);
  });
});
