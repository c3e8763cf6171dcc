import { timeEntryMessages } from '@hgn/domain/messages';
import type { TimeEntrySavedJson } from '@hgn/domain/timeEntries';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { workFixtures, type Caller } from '../../../test/work.js';
import { tasks } from '../tasks/tasks.table.js';
import { timeEntries } from './timeEntries.table.js';
import { createTimeEntryTotalsRepo } from './timeEntryTotals.repo.js';

const TODAY = '2026-11-25';
const clock = fixedClock('2026-11-25T20:00:00Z');
const t = await createTestApp({ clock });
const db = t.database.db;
const { call } = t;
const work = workFixtures(t, 'Races');
const NOTES =
  'Planted the seedlings along the fence and noted them at https://docs.example.org/seedlings now';

let admin: Caller;
let project: { id: string };

beforeAll(async () => {
  admin = await t.signedIn('Administrator');
  project = await work.createProject({ category: 'Housing' });
});

const entryBody = (personId: string, fields: object = {}) => ({
  personId,
  dateOfWork: TODAY,
  hours: 1,
  minutes: 0,
  projectId: project.id,
  notes: NOTES,
  isTangible: true,
  ...fields,
});

const post = (caller: Caller, body: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/TimeEntry',
    headers: { ...caller.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });

/** The stored totals against a recount from the entries themselves. */
async function expectTotalsExact() {
  const byKey = (
    rows: {
      personId: string;
      weekStart: string;
      projectId: string | null;
      isTangible: boolean;
      isActive: boolean;
      seconds: number;
    }[],
  ) =>
    Object.fromEntries(
      rows.map((row) => [
        `${row.personId} ${row.weekStart} ${row.projectId} ${row.isTangible} ${row.isActive}`,
        row.seconds,
      ]),
    );
  expect(byKey(await createTimeEntryTotalsRepo(db).stored())).toEqual(
    byKey(await createTimeEntryTotalsRepo(db).recountedFromEntries()),
  );
}

describe('concurrent writes', () => {
  it('keeps the totals and the task hours exact through ten concurrent edits of one entry', async () => {
    const task = await work.createTask([]);
    const otherTask = await work.createTask([]);
    const created = await post(admin, entryBody(admin.id, { projectId: null, taskId: task.id }));
    const { timeEntry } = created.json<TimeEntrySavedJson>();
    const edits = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          admin,
          'PUT',
          `/api/TimeEntry/${timeEntry._id}`,
          entryBody(admin.id, {
            projectId: null,
            taskId: i % 2 === 0 ? otherTask.id : task.id,
            hours: i % 4,
            minutes: 5 + i,
            isTangible: i % 3 !== 0,
            dateOfWork: i % 2 === 0 ? TODAY : '2026-11-10',
          }),
        ),
      ),
    );
    for (const res of edits) expect(res.statusCode, res.body).toBeLessThan(500);
    await expectTotalsExact();
    const [entry] = await db.select().from(timeEntries).where(eq(timeEntries.id, timeEntry._id));
    const hoursOf = async (id: string) =>
      (await db.select().from(tasks).where(eq(tasks.id, id)))[0]!.hoursLogged;
    const expected = entry!.isTangible ? Math.round(entry!.totalSeconds / 36) / 100 : 0;
    expect(await hoursOf(entry!.taskId!)).toBe(expected);
    expect(await hoursOf(entry!.taskId === task.id ? otherTask.id : task.id)).toBe(0);
  });

  it('answers ten concurrent different logs without a server error and counts each once', async () => {
    const people = await Promise.all(Array.from({ length: 3 }, () => t.signedIn('Volunteer')));
    const task = await work.createTask([]);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          people[i % 3]!,
          entryBody(people[i % 3]!.id, { projectId: null, taskId: task.id, minutes: i + 1 }),
        ),
      ),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    await expectTotalsExact();
    expect((await db.select().from(tasks).where(eq(tasks.id, task.id)))[0]!.hoursLogged).toBe(
      Math.round((10 * 3600 + 55 * 60) / 36) / 100,
    );
  });
});

describe('the task tree lock', () => {
  it("waits for a change holding the task's WBS before it writes", async () => {
    const task = await work.createTask([]);
    const holder = await t.database.pool.connect();
    try {
      await holder.query('begin');
      // A lock the entry's own foreign-key checks do not wait for, only the tree lock does.
      await holder.query('select id from wbs where id = $1 for no key update', [task.wbsId]);
      let answered = false;
      const logging = post(admin, entryBody(admin.id, { projectId: null, taskId: task.id })).then((res) => {
        answered = true;
        return res;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      await holder.query('commit');
      expect((await logging).statusCode).toBe(200);
    } finally {
      holder.release();
    }
    expect((await db.select().from(tasks).where(eq(tasks.id, task.id)))[0]!.hoursLogged).toBe(1);
  });
});

describe('Idempotency-Key', () => {
  it('stores one entry for ten concurrent identical requests and answers them all the same body', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post(volunteer, entryBody(volunteer.id), 'stop-1')),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(results.map((res) => res.body)).size).toBe(1);
    expect(await db.select().from(timeEntries).where(eq(timeEntries.personId, volunteer.id))).toHaveLength(1);
    await expectTotalsExact();
  });

  it('refuses the same key with another body, and a key longer than 255 characters', async () => {
    const volunteer = await t.signedIn('Volunteer');
    expect((await post(volunteer, entryBody(volunteer.id), 'double')).statusCode).toBe(200);
    const reused = await post(volunteer, entryBody(volunteer.id, { minutes: 5 }), 'double');
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: timeEntryMessages.idempotencyConflict,
    });
    const long = await post(volunteer, entryBody(volunteer.id), 'k'.repeat(256));
    expect(long.statusCode).toBe(400);
    expect(await db.select().from(timeEntries).where(eq(timeEntries.personId, volunteer.id))).toHaveLength(1);
  });

  it('forgets a key after a day: it then logs time again, whatever the body', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const at = clock.now();
    expect((await post(volunteer, entryBody(volunteer.id), 'daily')).statusCode).toBe(200);
    clock.set(new Date(at.getTime() + 25 * 3_600_000));
    try {
      const res = await post(volunteer, entryBody(volunteer.id, { dateOfWork: '2026-11-26' }), 'daily');
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      clock.set(at);
    }
    expect(await db.select().from(timeEntries).where(eq(timeEntries.personId, volunteer.id))).toHaveLength(2);
  });
});

describe('deleting what time is logged on', () => {
  it('refuses to delete a task, its parent, its WBS or the WBS’s tasks while time is logged on it', async () => {
    const task = await work.createTask([]);
    expect((await post(admin, entryBody(admin.id, { projectId: null, taskId: task.id }))).statusCode).toBe(
      200,
    );
    const refusals = [
      [await call(admin, 'POST', `/api/task/del/${task.id}/0`), 'TASK_HAS_TIME_ENTRIES'],
      [await call(admin, 'POST', `/api/task/wbs/del/${task.wbsId}`), 'TASK_HAS_TIME_ENTRIES'],
      [await call(admin, 'DELETE', `/api/wbs/${task.wbsId}`), 'WBS_HAS_TIME_ENTRIES'],
    ] as const;
    for (const [res, code] of refusals) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code });
    }
    expect(await db.select().from(tasks).where(eq(tasks.id, task.id))).toHaveLength(1);
    const free = await work.createTask([]);
    expect((await call(admin, 'POST', `/api/task/del/${free.id}/0`)).statusCode).toBe(200);
  });
});
