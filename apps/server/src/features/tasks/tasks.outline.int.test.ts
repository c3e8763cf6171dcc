import type { TaskJson } from '@hgn/domain/tasks';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { importedPerson, importedRow, taskTreeFixtures } from '../../../test/taskTree.js';
import { signedInAs } from '../../../test/work.js';

const t = await createTestApp();
const { call } = t;

const [admin, volunteer] = await signedInAs(t, 'Administrator', 'Volunteer');
const { newWbs, add, numsOf } = taskTreeFixtures(t, admin, 'Outline');

describe('moving a task', () => {
  it('moves among siblings: those in between shift, subtasks follow', async () => {
    const wbsId = await newWbs();
    const a = await add(wbsId, 'A');
    await add(wbsId, 'A1', { mother: a._id });
    await add(wbsId, 'B');
    await add(wbsId, 'C');
    const res = await call(admin, 'PUT', `/api/tasks/moveTasks/${wbsId}`, {
      fromNum: '1.0.0.0',
      toNum: '3.0.0.0',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await numsOf(wbsId)).toEqual({ A: '3', A1: '3.1', B: '1', C: '2' });
  });

  it('refuses a move into its own subtasks or across parents, writing nothing', async () => {
    const wbsId = await newWbs();
    const a = await add(wbsId, 'A');
    await add(wbsId, 'A1', { mother: a._id });
    await add(wbsId, 'B');
    const into = await call(admin, 'PUT', `/api/tasks/moveTasks/${wbsId}`, { fromNum: '1', toNum: '1.1' });
    expect(into.statusCode).toBe(400);
    expect(into.json()).toMatchObject({ code: 'MOVE_REFUSED' });
    expect(
      (await call(admin, 'PUT', `/api/tasks/moveTasks/${wbsId}`, { fromNum: '1.1', toNum: '2' })).statusCode,
    ).toBe(400);
    expect(
      (await call(volunteer, 'PUT', `/api/tasks/moveTasks/${wbsId}`, { fromNum: '1', toNum: '2' }))
        .statusCode,
    ).toBe(403);
    expect(await numsOf(wbsId)).toEqual({ A: '1', A1: '1.1', B: '2' });
  });
});

describe('renumbering by hand', () => {
  it('sets numbers at their own level, the subtasks following; refuses a level change', async () => {
    const wbsId = await newWbs();
    const a = await add(wbsId, 'A');
    await add(wbsId, 'A1', { mother: a._id });
    const b = await add(wbsId, 'B');
    const res = await call(admin, 'PUT', '/api/tasks/update/num', {
      wbsId,
      nums: [
        { id: a._id, num: '2' },
        { id: b._id, num: '1' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await numsOf(wbsId)).toEqual({ A: '2', A1: '2.1', B: '1' });
    const level = await call(admin, 'PUT', '/api/tasks/update/num', { nums: [{ id: a._id, num: '1.5' }] });
    expect(level.statusCode).toBe(400);
    expect(await numsOf(wbsId)).toEqual({ A: '2', A1: '2.1', B: '1' });
    const unknown = await call(admin, 'PUT', '/api/tasks/update/num', {
      nums: [{ id: crypto.randomUUID(), num: '1' }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call(volunteer, 'PUT', '/api/tasks/update/num', { nums: [{ id: a._id, num: '3' }] })).statusCode,
    ).toBe(403);
  });
});

describe('importing tasks', () => {
  it('adds rows under the tasks their numbers name and rolls the parents up (201)', async () => {
    const wbsId = await newWbs();
    await add(wbsId, 'Existing');
    const res = await call(admin, 'POST', `/api/task/import/${wbsId}`, {
      list: [
        { num: '1.1', taskName: 'Under existing', hoursMost: 2 },
        { num: '2', taskName: 'New top' },
        { num: '2.1', taskName: 'New child', hoursMost: 3 },
        { num: '2.1.1', taskName: 'Grandchild', hoursMost: 4, priority: 'Tertiary' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<TaskJson[]>().map((x) => [x.num, x.level])).toEqual([
      ['1.1', 2],
      ['2', 1],
      ['2.1', 2],
      ['2.1.1', 3],
    ]);
    const all = (await call(admin, 'GET', `/api/task/wbs/${wbsId}`)).json<TaskJson[]>();
    expect(all.map((x) => [x.num, x.hoursMost, x.childrenQty])).toEqual([
      ['1', 2, 1],
      ['1.1', 2, 0],
      ['2', 4, 1],
      ['2.1', 4, 1],
      ['2.1.1', 4, 0],
    ]);
  });

  it("keeps a mother's own start and due date where its children have none, taking those they have", async () => {
    const wbsId = await newWbs();
    const res = await call(admin, 'POST', `/api/task/import/${wbsId}`, {
      list: [
        {
          num: '1',
          taskName: 'Mother with dates',
          startedDatetime: '2026-03-01T00:00:00.000Z',
          dueDatetime: '2026-06-30T00:00:00.000Z',
        },
        { num: '1.1', taskName: 'Child without dates', hoursMost: 2 },
        {
          num: '2',
          taskName: 'Mother with a start',
          startedDatetime: '2026-03-01T00:00:00.000Z',
          dueDatetime: '2026-06-30T00:00:00.000Z',
        },
        { num: '2.1', taskName: 'Child with a due date', dueDatetime: '2026-05-15T00:00:00.000Z' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const all = (await call(admin, 'GET', `/api/task/wbs/${wbsId}`)).json<TaskJson[]>();
    expect(all.map((x) => [x.num, x.startedDatetime, x.dueDatetime, x.hoursMost])).toEqual([
      ['1', '2026-03-01T00:00:00.000Z', '2026-06-30T00:00:00.000Z', 2],
      ['1.1', null, null, 2],
      ['2', '2026-03-01T00:00:00.000Z', '2026-05-15T00:00:00.000Z', 0],
      ['2.1', null, '2026-05-15T00:00:00.000Z', 0],
    ]);
  });

  it('takes the original client\'s rows, its people named "name|userID|profilePic"', async () => {
    const wbsId = await newWbs();
    const res = await call(admin, 'POST', `/api/task/import/${wbsId}`, {
      list: [
        importedRow(wbsId, '1', 'Garden', []),
        importedRow(wbsId, '1.1', 'Plant the hedge', [
          importedPerson(volunteer),
          importedPerson(admin, 'data:image/png;base64,iVBORw0K'),
        ]),
        importedRow(wbsId, '1.2', 'Water the hedge', [importedPerson(volunteer)]),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const all = (await call(admin, 'GET', `/api/task/wbs/${wbsId}`)).json<TaskJson[]>();
    const peopleOf = (task: TaskJson) => task.resources.map((r) => r.userID).sort();
    expect(all.map((x) => [x.num, x.taskName, peopleOf(x), x.links, x.priority, x.isAssigned])).toEqual([
      [
        '1',
        'Garden',
        [admin.id, volunteer.id].sort(),
        ['https://docs.google.com/document/d/plan'],
        'Secondary',
        false,
      ],
      [
        '1.1',
        'Plant the hedge',
        [admin.id, volunteer.id].sort(),
        ['https://docs.google.com/document/d/plan'],
        'Secondary',
        true,
      ],
      [
        '1.2',
        'Water the hedge',
        [volunteer.id],
        ['https://docs.google.com/document/d/plan'],
        'Secondary',
        true,
      ],
    ]);
    expect(all[1]!.resources.find((r) => r.userID === volunteer.id)).toMatchObject({
      reviewStatus: 'Unsubmitted',
      completedTask: false,
    });
  });

  it('refuses an unknown or malformed person, naming the row and field, writing nothing', async () => {
    const wbsId = await newWbs();
    const unknown = { id: crypto.randomUUID() };
    for (const [people, field, status] of [
      [[importedPerson(unknown)], 'list.1.resources', 404],
      [['Ada Lovelace|not-an-id|/pic.png'], 'list.1.resources.0.userID', 400],
      [['Ada Lovelace'], 'list.1.resources.0.userID', 400],
    ] as const) {
      const res = await call(admin, 'POST', `/api/task/import/${wbsId}`, {
        list: [
          importedRow(wbsId, '1', 'Garden', [importedPerson(volunteer)]),
          importedRow(wbsId, '1.1', 'Hedge', [...people]),
        ],
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ field });
    }
    expect(await numsOf(wbsId)).toEqual({});
  });

  it('refuses a taken number, an orphan, too many rows or a Volunteer, writing nothing', async () => {
    const wbsId = await newWbs();
    await add(wbsId, 'Existing');
    for (const list of [
      [
        { num: '2', taskName: 'Fine' },
        { num: '1', taskName: 'Taken' },
      ],
      [{ num: '3.1', taskName: 'Orphan' }],
      Array.from({ length: 1001 }, (_, i) => ({ num: String(i + 2), taskName: `Row ${i}` })),
    ]) {
      const res = await call(admin, 'POST', `/api/task/import/${wbsId}`, { list });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await call(volunteer, 'POST', `/api/task/import/${wbsId}`, { list: [{ num: '2', taskName: 'X' }] }))
        .statusCode,
    ).toBe(403);
    expect(await numsOf(wbsId)).toEqual({ Existing: '1' });
  });
});
