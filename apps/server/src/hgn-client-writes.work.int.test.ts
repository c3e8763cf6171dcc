// The original client's writes of work, replayed as it sends them: teams, projects, WBS, tasks,
// follow-ups, edit suggestions and badges (test/replay.ts).
import { eq } from 'drizzle-orm';
import { beforeAll, describe } from 'vitest';
import { createTestApp } from '../test/app.js';
import {
  elementWith,
  goneFrom,
  idOf,
  ownerAndPerson,
  replayWrites,
  unique,
  type WriteCase,
  type OwnerAndPerson,
} from '../test/replay.js';
import { workFixtures } from '../test/work.js';
import { wbs } from './features/wbs/wbs.table.js';

const t = await createTestApp();
const work = workFixtures(t, 'Replay work');

type Fixtures = OwnerAndPerson;
let fixtures: Fixtures;

beforeAll(async () => {
  fixtures = await ownerAndPerson(t);
});

const team = async (f: Fixtures) => ({
  id: idOf((await t.call(f.owner, 'POST', '/api/team', { teamName: unique('team'), isActive: true })).json()),
});
const project = async () => ({ id: (await work.createProject()).id });
const wbsOf = async () => {
  const made = await work.createWbs();
  return { id: made.wbsId, projectId: made.projectId };
};
const task = async (f: Fixtures) => {
  const row = await work.createTask([f.person.id]);
  const [{ projectId }] = (await t.database.db
    .select({ projectId: wbs.projectId })
    .from(wbs)
    .where(eq(wbs.id, row.wbsId))) as [{ projectId: string }];
  return { id: row.id, wbsId: row.wbsId, projectId, taskName: row.name };
};
/** A task as the original client holds it from its GET, which it sends back whole. */
const taskAsHeld = (made: { id?: string; taskName?: string }) => ({
  _id: made.id,
  taskName: made.taskName,
  priority: 'Primary',
  resources: [],
  isAssigned: false,
  status: 'Not Started',
  hoursBest: 0,
  hoursWorst: 0,
  hoursMost: 0,
  estimatedHours: 0,
  links: [],
  relatedWorkLinks: [],
});
const badge = async (f: Fixtures) => ({
  id: idOf(
    (
      await t.call(f.owner, 'POST', '/api/badge', {
        badgeName: unique('badge'),
        type: 'Custom',
        category: 'Food',
        description: 'Set up',
        imageUrl: 'https://example.org/badge.png',
        ranking: 3,
        showReport: false,
      })
    ).json(),
  ),
});

/** What the task edit form changes, as it sends and the task answers it. */
const taskChanges = {
  priority: 'Tertiary',
  status: 'Active',
  hoursBest: 2,
  hoursWorst: 8,
  hoursMost: 4,
  estimatedHours: 4,
  links: ['https://example.org/changed'],
  whyInfo: 'Changed why',
  intentInfo: 'Changed intent',
  endstateInfo: 'Changed end state',
};

const cases: WriteCase<Fixtures>[] = [
  {
    write: 'POST /api/team',
    body: () => ({ teamName: 'Replay Builders', isActive: true }),
    readBack: {
      url: (_f, _m, answer) => `/api/team/${idOf(answer)}`,
      holds: () => ({ teamName: 'Replay Builders', isActive: true }),
    },
  },
  {
    write: 'PUT /api/team/{teamId}',
    setUp: team,
    url: (_f, made) => `/api/team/${made.id}`,
    body: (_f, made) => ({ teamName: 'Replay Renamed', isActive: false, teamId: made.id, teamCode: 'R-PLY' }),
    readBack: {
      url: (_f, made) => `/api/team/${made.id}`,
      holds: () => ({ teamName: 'Replay Renamed', isActive: false }),
    },
  },
  {
    write: 'POST /api/team/{teamId}/users',
    setUp: team,
    url: (_f, made) => `/api/team/${made.id}/users`,
    body: (f) => ({ userId: f.person.id, operation: 'Assign' }),
    readBack: {
      url: (_f, made) => `/api/team/${made.id}/users`,
      pick: (json) => (json as unknown[])[0],
      holds: (f) => ({ _id: f.person.id, visible: true }),
    },
  },
  {
    write: 'PUT /api/team',
    setUp: async (f) => {
      const made = await team(f);
      await t.call(f.owner, 'POST', `/api/team/${made.id}/users`, {
        userId: f.person.id,
        operation: 'Assign',
      });
      return made;
    },
    body: (f, made) => ({ visibility: false, userId: f.person.id, teamId: made.id }),
    readBack: {
      url: (_f, made) => `/api/team/${made.id}/users`,
      pick: (json) => (json as unknown[])[0],
      holds: (f) => ({ _id: f.person.id, visible: false }),
    },
  },
  {
    write: 'DELETE /api/team/{teamId}',
    setUp: team,
    url: (_f, made) => `/api/team/${made.id}`,
    readBack: goneFrom(() => '/api/team'),
  },
  {
    write: 'POST /api/projects',
    body: () => ({ projectName: 'Replay Garden', projectCategory: 'Food', isActive: true }),
    readBack: {
      url: () => '/api/projects',
      pick: (json) => elementWith(json, 'projectName', 'Replay Garden'),
      holds: () => ({ category: 'Food', isActive: true }),
    },
  },
  {
    write: 'PUT /api/project/{projectId}',
    setUp: project,
    url: (_f, made) => `/api/project/${made.id}`,
    body: (_f, made) => ({
      _id: made.id,
      projectName: 'Replay Orchard',
      category: 'Housing',
      isActive: false,
    }),
    readBack: {
      url: (_f, made) => `/api/project/${made.id}`,
      holds: () => ({ projectName: 'Replay Orchard', category: 'Housing', isActive: false }),
    },
  },
  {
    write: 'POST /api/project/{projectId}/users',
    setUp: project,
    url: (_f, made) => `/api/project/${made.id}/users`,
    body: (f, made) => ({ projectId: made.id, users: [{ userId: f.person.id, operation: 'Assign' }] }),
    readBack: {
      url: (_f, made) => `/api/project/${made.id}/users`,
      pick: (json, _m) => elementWith(json, '_id', fixtures.person.id),
      holds: (f) => ({ _id: f.person.id }),
    },
  },
  {
    write: 'DELETE /api/project/{projectId}',
    setUp: project,
    url: (_f, made) => `/api/project/${made.id}`,
    readBack: goneFrom(() => '/api/projects'),
  },
  {
    write: 'POST /api/wbs/{projectId}',
    setUp: project,
    url: (_f, made) => `/api/wbs/${made.id}`,
    body: () => ({ wbsName: 'Replay WBS', isActive: true }),
    readBack: {
      url: (_f, made) => `/api/wbs/${made.id}`,
      pick: (json) => elementWith(json, 'wbsName', 'Replay WBS'),
      holds: () => ({ isActive: true }),
    },
  },
  {
    write: 'DELETE /api/wbs/{wbsId}',
    setUp: wbsOf,
    url: (_f, made) => `/api/wbs/${made.id}`,
    readBack: goneFrom((_f, made) => `/api/wbs/${made.projectId}`),
  },
  {
    write: 'POST /api/task/{wbsId}',
    setUp: wbsOf,
    url: (_f, made) => `/api/task/${made.id}`,
    // The Add Task form's body (AddTaskModal.jsx).
    body: (f, made) => ({
      taskName: 'Replay raise the roof',
      wbsId: made.id,
      num: '1',
      level: 1,
      priority: 'Secondary',
      resources: [{ userID: f.person.id, name: 'Replay Person', profilePic: '' }],
      isAssigned: true,
      status: 'Started',
      hoursBest: 1,
      hoursWorst: 5,
      hoursMost: 3,
      estimatedHours: 3,
      startedDatetime: '2026-11-02T08:00:00.000Z',
      dueDatetime: '2026-11-20T08:00:00.000Z',
      links: ['https://example.org/roof-plan'],
      category: 'Housing',
      parentId1: null,
      parentId2: null,
      parentId3: null,
      mother: null,
      position: 0,
      isActive: true,
      whyInfo: 'Rain is coming',
      intentInfo: 'A dry cabin',
      endstateInfo: 'A roof on the cabin',
      classification: '',
    }),
    readBack: {
      url: (_f, made) => `/api/tasks/${made.id}/1/0`,
      pick: (json) => elementWith(json, 'taskName', 'Replay raise the roof'),
      holds: (f) => ({
        priority: 'Secondary',
        resources: [{ userID: f.person.id }],
        isAssigned: true,
        status: 'Started',
        hoursBest: 1,
        hoursWorst: 5,
        hoursMost: 3,
        estimatedHours: 3,
        links: ['https://example.org/roof-plan'],
        category: 'Housing',
        whyInfo: 'Rain is coming',
        intentInfo: 'A dry cabin',
        endstateInfo: 'A roof on the cabin',
      }),
    },
  },
  {
    write: 'PUT /api/task/update/{taskId}',
    setUp: task,
    url: (_f, made) => `/api/task/update/${made.id}`,
    body: (f, made) => ({
      taskName: made.taskName,
      resources: [{ userID: f.person.id, name: 'Replay Person', profilePic: '' }],
      isAssigned: true,
      ...taskChanges,
    }),
    readBack: { url: (_f, made) => `/api/task/${made.id}`, holds: () => taskChanges },
  },
  {
    write: 'POST /api/task/del/{taskId}/{motherId}',
    setUp: task,
    url: (_f, made) => `/api/task/del/${made.id}/null`,
    readBack: goneFrom((_f, made) => `/api/tasks/${made.wbsId}/1/0`),
  },
  {
    write: 'PUT /api/task/updateStatus/{taskId}',
    setUp: task,
    url: (_f, made) => `/api/task/updateStatus/${made.id}`,
    // The whole task as the original holds it, with the status changed.
    body: (_f, made) => ({ ...taskAsHeld(made), status: 'Complete' }),
    readBack: { url: (_f, made) => `/api/task/${made.id}`, holds: () => ({ status: 'Complete' }) },
  },
  {
    write: 'POST /api/task/delete/children/{taskId}',
    setUp: async (f) => {
      const parent = await task(f);
      const child = await t.call(f.owner, 'POST', `/api/task/${parent.wbsId}`, {
        taskName: unique('child'),
        mother: parent.id,
        isActive: true,
      });
      return { ...parent, childId: idOf(child.json()) };
    },
    url: (_f, made) => `/api/task/delete/children/${made.id}`,
    readBack: {
      url: (_f, made) => `/api/tasks/${made.wbsId}/2/${made.id}`,
      pick: (json, made) => ({ gone: !elementWith(json, '_id', made.childId) }),
      holds: () => ({ gone: true }),
    },
  },
  {
    write: 'POST /api/task/wbs/del/{wbsId}',
    setUp: task,
    url: (_f, made) => `/api/task/wbs/del/${made.wbsId}`,
    readBack: goneFrom((_f, made) => `/api/tasks/${made.wbsId}/1/0`),
  },
  {
    write: 'POST /api/followup/{userId}/{taskId}',
    setUp: task,
    url: (f, made) => `/api/followup/${f.person.id}/${made.id}`,
    body: () => ({ followUpCheck: true, followUpPercentageDeadline: 50 }),
    readBack: {
      url: () => '/api/followup',
      pick: (json, made) =>
        elementWith(Object.values(json as Record<string, unknown[]>).flat(), 'taskId', made.id) ??
        elementWith(json, 'taskId', made.id),
      holds: (f) => ({ userId: f.person.id, followUpCheck: true, followUpPercentageDeadline: 50 }),
    },
  },
  {
    write: 'POST /api/taskeditsuggestion',
    setUp: task,
    as: (f) => f.person,
    body: (f, made) => ({
      taskId: made.id,
      userId: f.person.id,
      oldTask: { _id: made.id, taskName: made.taskName, priority: 'Primary' },
      newTask: { _id: made.id, taskName: 'Replay suggested name', priority: 'Secondary' },
    }),
    readBack: {
      url: () => '/api/taskeditsuggestion',
      pick: (json, made) => elementWith(json, 'taskId', made.id),
      holds: (f) => ({
        userId: f.person.id,
        newTask: { taskName: 'Replay suggested name', priority: 'Secondary' },
      }),
    },
  },
  {
    write: 'POST /api/badge',
    body: () => ({
      badgeName: 'Replay Streak',
      imageUrl: 'https://example.org/streak.png',
      category: 'Energy',
      type: 'No Infringement Streak',
      months: '3',
      description: 'Three months without a blue square',
      ranking: '4',
      showReport: true,
    }),
    readBack: {
      url: () => '/api/badge',
      pick: (json) => elementWith(json, 'badgeName', 'Replay Streak'),
      holds: () => ({
        imageUrl: 'https://example.org/streak.png',
        category: 'Energy',
        type: 'No Infringement Streak',
        months: 3,
        description: 'Three months without a blue square',
        ranking: 4,
        showReport: true,
      }),
    },
  },
  {
    write: 'PUT /api/badge/{badgeId}',
    setUp: badge,
    url: (_f, made) => `/api/badge/${made.id}`,
    body: () => ({
      badgeName: 'Replay Renamed Badge',
      imageUrl: 'https://example.org/renamed.png',
      category: 'Society',
      type: 'Custom',
      description: 'Renamed',
      ranking: 7,
      showReport: true,
    }),
    readBack: {
      url: () => '/api/badge',
      pick: (json, made) => elementWith(json, '_id', made.id),
      holds: () => ({
        badgeName: 'Replay Renamed Badge',
        imageUrl: 'https://example.org/renamed.png',
        category: 'Society',
        description: 'Renamed',
        ranking: 7,
        showReport: true,
      }),
    },
  },
  {
    write: 'PUT /api/badge/assign/{userId}',
    setUp: badge,
    url: (f) => `/api/badge/assign/${f.person.id}`,
    body: (_f, made) => ({
      badgeCollection: [{ badge: made.id, count: 2, earnedDate: ['Nov-02-26', 'Nov-09-26'], featured: true }],
      newBadges: 1,
    }),
    readBack: {
      url: (f) => `/api/userprofile/${f.person.id}`,
      pick: (json, made) =>
        (json as { badgeCollection: { badge: { _id: string } }[] }).badgeCollection.find(
          (item) => item.badge._id === made.id,
        ),
      holds: () => ({ count: 2, featured: true }),
    },
  },
  {
    write: 'DELETE /api/badge/{badgeId}',
    setUp: badge,
    url: (_f, made) => `/api/badge/${made.id}`,
    readBack: goneFrom(() => '/api/badge'),
  },
];

describe("the original client's writes of work, replayed", () => {
  replayWrites(t, () => fixtures, cases);
});
