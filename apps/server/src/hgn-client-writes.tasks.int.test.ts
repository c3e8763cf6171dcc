// The original client's writes of a WBS's tasks beyond the task form, replayed as it sends them:
// the spreadsheet import, moving and renumbering, review requests, notices and edit suggestions
// (test/replay.ts).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe } from 'vitest';
import { createTestApp } from '../test/app.js';
import {
  elementWith,
  goneFrom,
  holding,
  idOf,
  ownerAndPerson,
  replayWrites,
  startingWith,
  unique,
  type OwnerAndPerson,
  type WriteCase,
} from '../test/replay.js';
import { importedPerson, importedRow, taskTreeFixtures } from '../test/taskTree.js';
import { workFixtures } from '../test/work.js';
import { taskResources } from './features/tasks/tasks.table.js';
import { teamMembers, teams } from './features/teams/teams.table.js';
import { users } from './features/users/users.table.js';

const t = await createTestApp();
const work = workFixtures(t, 'Replay tasks');

type Fixtures = OwnerAndPerson & { personName: string; mentor: { id: string; email: string } };
let fixtures: Fixtures;

beforeAll(async () => {
  const { owner, person } = await ownerAndPerson(t);
  // The person's team has a Mentor, who is asked to review the person's work.
  const mentor = await t.createUser({ role: 'Mentor' });
  const [team] = await t.database.db.insert(teams).values({ name: 'Replay review team' }).returning();
  await t.database.db.insert(teamMembers).values([
    { teamId: team!.id, userId: person.id },
    { teamId: team!.id, userId: mentor.id },
  ]);
  const [stored] = await t.database.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, person.id));
  fixtures = { owner, person, personName: `${stored!.firstName} ${stored!.lastName}`, mentor };
});

const tree = () => taskTreeFixtures(t, fixtures.owner, 'Replay tasks');
/** A WBS with the top-level tasks named, numbered 1, 2, … in that order. */
const wbsWith = async (...names: string[]) => {
  const { newWbs, add } = tree();
  const wbsId = await newWbs();
  const made: Record<string, string> = { wbsId };
  for (const name of names) made[name] = (await add(wbsId, name))._id;
  return made;
};
const task = async (f: Fixtures) => {
  const row = await work.createTask([f.person.id]);
  return { id: row.id, wbsId: row.wbsId, taskName: row.name };
};
/** Only the person sees their own notices. */
const noticesOfPerson = {
  url: () => '/api/tasknotification',
  as: (f: Fixtures) => f.person,
  pick: (json: unknown, made: Record<string, string>) => ({ gone: !elementWith(json, 'taskId', made.id) }),
  holds: () => ({ gone: true }),
};

/** A row of the import as the original client sends it, started and due in November. */
const importedRowOf = (f: Fixtures, wbsId: string, num: string, taskName: string) => ({
  ...importedRow(wbsId, num, taskName, [importedPerson(f.person)]),
  startedDatetime: '2026-11-02T08:00:00.000Z',
  dueDatetime: '2026-11-30T08:00:00.000Z',
});

const cases: WriteCase<Fixtures>[] = [
  {
    write: 'POST /api/task/import/{wbsId}',
    setUp: async () => ({ wbsId: (await work.createWbs()).wbsId }),
    url: (_f, made) => `/api/task/import/${made.wbsId}`,
    body: (f, made) => ({
      list: [
        importedRowOf(f, made.wbsId!, '1', 'Replay imported garden'),
        importedRowOf(f, made.wbsId!, '1.1', 'Replay imported hedge'),
      ],
    }),
    readBack: {
      url: (_f, made) => `/api/task/wbs/${made.wbsId}`,
      pick: (json) => elementWith(json, 'taskName', 'Replay imported hedge'),
      holds: (f) => ({
        num: '1.1',
        priority: 'Secondary',
        resources: [{ userID: f.person.id }],
        isAssigned: true,
        status: 'Not Started',
        hoursBest: 1,
        hoursWorst: 5,
        hoursMost: 3,
        estimatedHours: 3,
        startedDatetime: startingWith('2026-11-0'),
        dueDatetime: startingWith('2026-11-'),
        links: ['https://docs.google.com/document/d/plan'],
        category: 'Food',
        whyInfo: 'Why',
        intentInfo: 'Intent',
        endstateInfo: 'End state',
      }),
    },
  },
  {
    write: 'PUT /api/tasks/moveTasks/{wbsId}',
    setUp: () => wbsWith('First', 'Second'),
    url: (_f, made) => `/api/tasks/moveTasks/${made.wbsId}`,
    body: () => ({ fromNum: '1', toNum: '2' }),
    readBack: {
      url: (_f, made) => `/api/task/${made.First}`,
      holds: () => ({ num: '2' }),
    },
  },
  {
    write: 'PUT /api/tasks/update/num',
    setUp: () => wbsWith('First', 'Second'),
    body: (_f, made) => ({
      wbsId: made.wbsId,
      nums: [
        { id: made.First, num: '2' },
        { id: made.Second, num: '1' },
      ],
    }),
    readBack: {
      url: (_f, made) => `/api/task/${made.Second}`,
      holds: () => ({ num: '1' }),
    },
  },
  {
    write: 'POST /api/tasks/reviewreq/{userId}',
    // The person's part of the task stands submitted, not yet asked about.
    setUp: async (f) => {
      const made = await task(f);
      await t.database.db
        .update(taskResources)
        .set({ reviewStatus: 'Submitted' })
        .where(and(eq(taskResources.taskId, made.id), eq(taskResources.userId, f.person.id)));
      return made;
    },
    as: (f) => f.person,
    url: (f) => `/api/tasks/reviewreq/${f.person.id}`,
    // The review button's body (ReviewButton.jsx), its names as the person's screen holds them.
    body: (f, made) => ({ myUserId: f.person.id, name: 'Replay Person', taskName: made.taskName }),
    sent: {
      subject: (f) => `Review Request from ${f.personName}`,
      holds: (f, made) => ({ to: [f.mentor.email], text: holding(made.taskName!) }),
    },
  },
  {
    write: 'DELETE /api/tasknotification/{userId}/{taskId}',
    setUp: async (f) => {
      const made = await task(f);
      await t.call(f.owner, 'POST', `/api/task/${made.id}/tasknotification`, {
        oldTask: { taskName: made.taskName, status: 'Not Started' },
        userIds: [f.person.id],
      });
      return made;
    },
    as: (f) => f.person,
    url: (f, made) => `/api/tasknotification/${f.person.id}/${made.id}`,
    readBack: noticesOfPerson,
  },
  {
    write: 'DELETE /api/taskeditsuggestion/{id}',
    setUp: async (f) => {
      const made = await task(f);
      const suggested = await t.call(f.person, 'POST', '/api/taskeditsuggestion', {
        taskId: made.id,
        userId: f.person.id,
        oldTask: { _id: made.id, taskName: made.taskName },
        newTask: { _id: made.id, taskName: unique('suggested name') },
      });
      return { id: idOf(suggested.json()) };
    },
    url: (_f, made) => `/api/taskeditsuggestion/${made.id}`,
    readBack: goneFrom(() => '/api/taskeditsuggestion'),
  },
];

describe("the original client's writes of tasks, replayed", () => {
  replayWrites(t, () => fixtures, cases);
});
