import type { TaskJson } from '@hgn/domain/tasks';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tasks } from '../src/features/tasks/tasks.table.js';
import { workFixtures, type Caller, type TestApp } from './work.js';

/**
 * A WBS's task tree built through the API by `builder` (one who may add tasks), and read back
 * straight from the database, for the tests of the tree and of its outline.
 */
export function taskTreeFixtures(t: TestApp, builder: Caller, label: string) {
  const { db } = t.database;
  const { createWbs } = workFixtures(t, label);

  return {
    newWbs: async () => (await createWbs()).wbsId,

    /** A task added as the API adds it (201), as answered. */
    add: async (wbsId: string, taskName: string, fields: Record<string, unknown> = {}) => {
      const res = await t.call(builder, 'POST', `/api/task/${wbsId}`, { taskName, ...fields });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<TaskJson>();
    },

    /** The outline number of each task of the WBS, by its name. */
    numsOf: async (wbsId: string) =>
      Object.fromEntries(
        (await db.select().from(tasks).where(eq(tasks.wbsId, wbsId)).orderBy(asc(tasks.createdAt))).map(
          (row) => [row.name, row.num],
        ),
      ),

    rowOf: async (id: string) => (await db.select().from(tasks).where(eq(tasks.id, id)))[0]!,
  };
}

/** A row as the original client's ImportTask builds it from a spreadsheet row. */
export const importedRow = (wbsId: string, num: string, taskName: string, people: string[]) => ({
  taskName,
  wbsId,
  num,
  level: num.split('.').length,
  priority: 'Secondary',
  resources: people,
  isAssigned: people.length > 0,
  status: 'Not Started',
  hoursBest: 1,
  hoursWorst: 5,
  hoursMost: 3,
  hoursLogged: 0,
  estimatedHours: 3,
  startedDatetime: null,
  dueDatetime: null,
  links: 'https://docs.google.com/document/d/plan',
  category: 'Food',
  parentId1: null,
  parentId2: null,
  parentId3: null,
  mother: null,
  position: 0,
  isActive: true,
  whyInfo: 'Why',
  intentInfo: 'Intent',
  endstateInfo: 'End state',
});

/** A person on an imported row as the original client names one: "name|userID|profilePic". */
export const importedPerson = (person: { id: string }, pic = '/defaultprofilepic.png') =>
  `Ada Lovelace|${person.id}|${pic}`;
