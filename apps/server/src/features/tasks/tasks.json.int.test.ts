// Every read that answers tasks writes them from one SQL definition (`tasks.json.sql.ts`): a task with
// every field set answers the same values from each of them, as the original API's shape gives them.
import type { TaskJson, UserTaskJson } from '@hgn/domain/tasks';
import type { TeamMemberTasksJson } from '@hgn/domain/teamTasks';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { projects } from '../projects/projects.table.js';
import { taskNotifications } from '../taskNotifications/taskNotifications.table.js';
import { profilePictures } from '../users/users.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { taskResources, tasks } from './tasks.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let admin: Caller;
let worker: Caller;
let pictured: { id: string };
let projectId: string;
let wbsId: string;
let motherId: string;
let full: typeof tasks.$inferSelect;
let expected: TaskJson;
let notice: typeof taskNotifications.$inferSelect;

const pictureAt = new Date('2026-05-04T03:02:01.456Z');

beforeAll(async () => {
  admin = await t.signedIn('Administrator', { firstName: 'Ada', lastName: 'Admin' });
  worker = await t.signedIn('Volunteer', {
    firstName: 'Wren',
    lastName: 'Worker',
    profilePic: 'https://example.org/wren.png',
  });
  pictured = await t.createUser({ firstName: 'Pia', lastName: 'Pictured "P" Ünal' });
  await db.insert(profilePictures).values({
    userId: pictured.id,
    contentType: 'image/png',
    bytes: Buffer.from('png'),
    updatedAt: pictureAt,
  });
  const [project] = await db
    .insert(projects)
    .values({ name: `JSON project ${Math.random().toString(36).slice(2, 8)}`, category: 'Food' })
    .returning();
  projectId = project!.id;
  const [breakdown] = await db.insert(wbs).values({ projectId, name: 'JSON plan' }).returning();
  wbsId = breakdown!.id;
  const [mother] = await db.insert(tasks).values({ wbsId, name: 'Mother', num: '1', level: 1 }).returning();
  motherId = mother!.id;
  const child = (num: string) => ({
    wbsId,
    name: `Task ${num}`,
    num,
    level: 2,
    mother: motherId,
    parentId1: motherId,
    position: Number(num.split('.')[1]),
  });
  await db.insert(tasks).values([{ wbsId, name: 'Second', num: '2', level: 1, position: 2 }, child('1.9')]);
  const [written] = await db
    .insert(tasks)
    .values({
      ...child('1.10'),
      name: 'Lay the "foundation"\n\tand the slab',
      priority: 'Secondary',
      isAssigned: false,
      status: 'Active',
      hoursBest: 1.5,
      hoursWorst: 2.25,
      hoursMost: 3.125,
      hoursLogged: 0.1 + 0.2,
      estimatedHours: 7,
      dueAt: new Date('2026-12-01T00:00:00.000Z'),
      completedAt: null,
      links: ['https://example.org/a', 'https://example.org/b?q="ü"'],
      relatedWorkLinks: [],
      category: 'Housing',
      categoryOverride: true,
      categoryLocked: true,
      classification: 'Construction',
      deadlineCount: 2,
      whyInfo: 'Because\\it rains',
      intentInfo: 'Dry floors – é',
      endstateInfo: '',
      hasChild: false,
      childrenQty: 0,
      createdBy: admin.id,
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
      updatedAt: new Date('2026-11-20T10:11:12.999Z'),
      version: 3,
    })
    .returning();
  full = written!;
  // Microseconds are cut to milliseconds, as a JavaScript date holds them.
  await db.execute(
    sql`update ${tasks} set started_at = '2026-11-25T02:17:12.123987Z' where ${tasks.id} = ${full.id}`,
  );
  await db.insert(taskResources).values([
    {
      taskId: full.id,
      userId: worker.id,
      completedTask: true,
      reviewStatus: 'Submitted',
      addedAt: new Date('2026-03-01T00:00:00.000Z'),
    },
    { taskId: full.id, userId: pictured.id, addedAt: new Date('2026-03-02T00:00:00.000Z') },
  ]);
  const [noticed] = await db
    .insert(taskNotifications)
    .values({ taskId: full.id, userId: worker.id, oldTask: { taskName: 'Lay it' } })
    .returning();
  notice = noticed!;
  expected = {
    _id: full.id,
    taskName: 'Lay the "foundation"\n\tand the slab',
    wbsId,
    num: '1.10',
    level: 2,
    priority: 'Secondary',
    resources: [
      {
        _id: worker.id,
        userID: worker.id,
        name: 'Wren Worker',
        profilePic: 'https://example.org/wren.png',
        completedTask: true,
        reviewStatus: 'Submitted',
      },
      {
        _id: pictured.id,
        userID: pictured.id,
        name: 'Pia Pictured "P" Ünal',
        profilePic: `/api/userprofile/${pictured.id}/picture?v=${pictureAt.getTime()}`,
        completedTask: false,
        reviewStatus: 'Unsubmitted',
      },
    ],
    isAssigned: false,
    status: 'Active',
    hoursBest: 1.5,
    hoursWorst: 2.25,
    hoursMost: 3.125,
    hoursLogged: 0.30000000000000004,
    estimatedHours: 7,
    startedDatetime: '2026-11-25T02:17:12.123Z',
    dueDatetime: '2026-12-01T00:00:00.000Z',
    completedDatetime: null,
    links: ['https://example.org/a', 'https://example.org/b?q="ü"'],
    relatedWorkLinks: [],
    category: 'Housing',
    categoryOverride: true,
    categoryLocked: true,
    classification: 'Construction',
    deadlineCount: 2,
    parentId1: motherId,
    parentId2: null,
    parentId3: null,
    mother: motherId,
    position: 10,
    isActive: true,
    hasChild: false,
    childrenQty: 0,
    createdBy: admin.id,
    whyInfo: 'Because\\it rains',
    intentInfo: 'Dry floors – é',
    endstateInfo: '',
    createdDatetime: '2026-01-02T03:04:05.678Z',
    modifiedDatetime: '2026-11-20T10:11:12.999Z',
    __v: 3,
  };
});

const read = async <T>(caller: Caller, path: string) => {
  const res = await call(caller, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json<T>();
};

describe('a task written by PostgreSQL', () => {
  it('answers every field of GET /task/:id as the original shape gives it', async () => {
    expect(await read<TaskJson>(admin, `/api/task/${full.id}`)).toStrictEqual(expected);
  });

  it('answers the same task in the WBS, whose tasks come in numeric outline order', async () => {
    const list = await read<TaskJson[]>(admin, `/api/task/wbs/${wbsId}`);
    expect(list.map((task) => task.num)).toEqual(['1', '1.9', '1.10', '2']);
    expect(list[2]).toStrictEqual(expected);
    expect(list[0]).toMatchObject({ resources: [], startedDatetime: null, createdBy: null, links: [] });
  });

  it('answers the same task among the active tasks of its level under its mother', async () => {
    const list = await read<TaskJson[]>(admin, `/api/tasks/${wbsId}/2/${motherId}`);
    expect(list.map((task) => task.num)).toEqual(['1.9', '1.10']);
    expect(list[1]).toStrictEqual(expected);
  });

  it('answers the same task with where it lives among the open tasks of a person', async () => {
    const list = await read<UserTaskJson[]>(admin, `/api/tasks/user/${pictured.id}`);
    const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
    expect(list).toStrictEqual([
      {
        ...expected,
        wbsName: 'JSON plan',
        projectId,
        projectName: project!.name,
        creatorName: 'Ada Admin',
      },
    ]);
  });

  it("answers the same task with its project and notices in the person's team tasks row", async () => {
    const rows = await read<TeamMemberTasksJson[]>(worker, `/api/user/${worker.id}/teams/tasks`);
    const row = rows.find((member) => member.personId === worker.id)!;
    expect(row.tasks).toStrictEqual([
      {
        ...expected,
        projectId,
        taskNotifications: [
          {
            _id: notice.id,
            taskId: full.id,
            userId: worker.id,
            oldTask: { taskName: 'Lay it' },
            isRead: false,
            dateCreated: notice.createdAt.toISOString(),
            dateRead: null,
          },
        ],
      },
    ]);
    expect(row).toMatchObject({ name: 'Wren Worker', timeOffFrom: null, teams: [] });
  });

  it('answers a changed task from the same definition', async () => {
    const res = await call(admin, 'PUT', `/api/task/update/${full.id}`, { status: 'Started', __v: 3 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toStrictEqual({
      ...expected,
      status: 'Started',
      __v: 4,
      modifiedDatetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string,
    });
  });
});
