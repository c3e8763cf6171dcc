import { pacificDate } from '@hgn/domain/time';
import { Buffer } from 'node:buffer';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';

/**
 * Each screen of the original HGN client opens with a set of calls and reads given fields of their
 * answers (api-paths section C). This walks those screens as the client would, on a small organisation
 * built through the API in the client's own shapes, and checks every field the client reads is there.
 */
const t = await createTestApp();

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
type Json = Record<string, unknown>;
let owner: Caller;
let volunteer: Caller;
const ids: Record<string, string> = {};
const today = pacificDate(Date.now());

async function sent(caller: Caller, method: 'POST' | 'PUT', url: string, payload: object): Promise<Json> {
  const res = await t.call(caller, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<Json>();
}

beforeAll(async () => {
  owner = await t.signedIn('Owner');
  volunteer = await t.signedIn('Volunteer', { weeklyCommittedHours: 10 });
  ids.userId = volunteer.id;
  ids.teamId = String((await sent(owner, 'POST', '/api/team', { teamName: 'Garden' }))._id);
  await sent(owner, 'POST', `/api/team/${ids.teamId}/users`, { userId: volunteer.id, operation: 'Assign' });
  ids.projectId = String(
    (await sent(owner, 'POST', '/api/projects', { projectName: 'Solar', projectCategory: 'Energy' }))._id,
  );
  await sent(owner, 'POST', `/api/project/${ids.projectId}/users`, {
    projectId: ids.projectId,
    users: [{ userId: volunteer.id, operation: 'Assign' }],
  });
  ids.wbsId = String((await sent(owner, 'POST', `/api/wbs/${ids.projectId}`, { wbsName: 'Roof' }))._id);
  ids.taskId = String(
    (
      await sent(owner, 'POST', `/api/task/${ids.wbsId}`, {
        taskName: 'Panels',
        num: '1',
        level: 1,
        priority: 'Primary',
        resources: [{ userID: volunteer.id, name: 'Volunteer', profilePic: '' }],
        isAssigned: true,
        status: 'Active',
        hoursBest: 1,
        hoursWorst: 3,
        hoursMost: 2,
        estimatedHours: 2,
        links: [],
      })
    )._id,
  );
  await sent(volunteer, 'POST', '/api/TimeEntry', {
    personId: volunteer.id,
    dateOfWork: today,
    hours: 2,
    minutes: 30,
    projectId: ids.projectId,
    wbsId: ids.wbsId,
    taskId: ids.taskId,
    notes:
      'Wired the first row of panels on the south roof and checked every connector twice https://example.org/panels',
    isTangible: true,
    entryType: 'default',
  });
});

/** The fields the client reads from an answer: of the object, or of each element of the list. */
function reads(body: unknown, fields: string[]) {
  const rows = Array.isArray(body) ? body : [body];
  expect(rows.length, 'the answer has rows to read').toBeGreaterThan(0);
  for (const row of rows) for (const field of fields) expect(row).toHaveProperty(field);
}

async function opened(caller: Caller, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) {
  const res = await t.call(caller, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
  return res.json<unknown>();
}

const LEADERBOARD_ROW = [
  'personId',
  'role',
  'name',
  'isVisible',
  'hasSummary',
  'weeklycommittedHours',
  'missedHours',
  'totaltangibletime_hrs',
  'totalintangibletime_hrs',
  'totaltime_hrs',
  'percentagespentintangible',
  'timeOffFrom',
  'timeOffTill',
  'endDate',
];
const TASK = [
  '_id',
  'taskName',
  'wbsId',
  'num',
  'level',
  'priority',
  'resources',
  'isAssigned',
  'status',
  'hoursBest',
  'hoursWorst',
  'hoursMost',
  'hoursLogged',
  'estimatedHours',
  'links',
  'relatedWorkLinks',
  'mother',
  'parentId1',
  'isActive',
  'hasChild',
];
const PROFILE = [
  '_id',
  'firstName',
  'lastName',
  'email',
  'role',
  'isActive',
  'teams',
  'projects',
  'badgeCollection',
  'infringements',
  'permissions.frontPermissions',
  'phoneNumber',
  'jobTitle',
  'weeklycommittedHours',
  'privacySettings',
  'weeklySummaries',
  'weeklySummariesCount',
  'mediaUrl',
  'location.userProvided',
  'personalLinks',
  'adminLinks',
  'timeZone',
  'teamCode',
  'tangibleHoursReportedThisWeek',
];

describe('the original client’s screens', () => {
  it('sign-in: a token whose payload carries what the client decodes', async () => {
    const payload = JSON.parse(Buffer.from(volunteer.token.split('.')[1]!, 'base64url').toString()) as Json;
    reads(payload, [
      'userid',
      'role',
      'permissions.frontPermissions',
      'permissions.backPermissions',
      'access.canAccessBMPortal',
      'email',
      'expiryTimestamp',
    ]);
    expect(payload.userid).toBe(volunteer.id);
  });

  it('dashboard: profile, leaderboard with this week’s hours, totals, time log and the side calls', async () => {
    reads(await opened(volunteer, `/api/userprofile/${volunteer.id}`), PROFILE);
    const board = (await opened(volunteer, `/api/dashboard/leaderboard/${volunteer.id}`)) as Json[];
    reads(board, LEADERBOARD_ROW);
    expect(board.find((row) => row.personId === volunteer.id)?.totaltangibletime_hrs).toBe(2.5);
    reads(await opened(volunteer, '/api/dashboard/leaderboard/org/data'), [
      'memberCount',
      'totalweeklycommittedHours',
      'totaltime_hrs',
      'totaltangibletime_hrs',
      'totalintangibletime_hrs',
    ]);
    reads(await opened(volunteer, '/api/ownerMessage'), [
      'ownerMessage.message',
      'ownerMessage.standardMessage',
    ]);
    reads(await opened(volunteer, '/api/dashboard/aiPrompt'), ['_id', 'aIPromptText', 'modifiedDatetime']);
    reads(await opened(volunteer, `/api/dashboard/aiPrompt/copied/${volunteer.id}`), ['message']);
    expect(await opened(volunteer, '/api/getTimeOffRequests')).toBeTypeOf('object');
    expect(await opened(volunteer, '/api/mouseoverText')).toBeInstanceOf(Array);
    expect(await opened(volunteer, `/api/notification/unread/user/${volunteer.id}`)).toBeInstanceOf(Array);
    reads(await opened(volunteer, `/api/dashboard/${volunteer.id}`), [
      '_id',
      'firstName',
      'lastName',
      'role',
      'profilePic',
      'badgeCollection',
    ]);
    reads(await opened(volunteer, `/api/dashboard/weeklydata/${volunteer.id}/${today}/${today}`), [
      'weeklycommittedHours',
      'timeSpent_hrs',
    ]);
    reads(await opened(volunteer, `/api/dashboard/monthlydata/${volunteer.id}/${today}/${today}`), [
      'projectName',
      'timeSpent_hrs',
    ]);
    expect(await opened(volunteer, `/api/actionItem/user/${volunteer.id}`)).toBeInstanceOf(Array);
    expect(await opened(volunteer, '/api/popupeditors/')).toBeInstanceOf(Array);
  });

  it('profile: own and another’s, with the lists the page reads', async () => {
    reads(await opened(owner, `/api/userprofile/${volunteer.id}`), PROFILE);
    reads(await opened(volunteer, `/api/userprofile/${owner.id}`), ['_id', 'firstName', 'lastName', 'role']);
    reads(await opened(owner, '/api/team'), ['_id', 'teamName', 'members', 'isActive']);
    reads(await opened(owner, '/api/projects'), ['_id', 'projectName', 'isActive', 'category']);
    reads(await opened(volunteer, `/api/projects/user/${volunteer.id}`), ['_id', 'projectName']);
    reads(await opened(owner, `/api/badge/badgecount/${volunteer.id}`), ['count']);
    expect(await opened(owner, `/api/warnings/${volunteer.id}`)).toHaveProperty('warnings');
    expect(await opened(volunteer, '/api/title')).toBeInstanceOf(Array);
    expect(await opened(owner, '/api/AssignBlueSquareEmail')).toBeInstanceOf(Array);
    expect(await opened(volunteer, `/api/reason/${volunteer.id}`)).toHaveProperty('reasons');
    reads(await opened(volunteer, `/api/userprofile/teammembers/${volunteer.id}`), ['myTeam']);
  });

  it('time log: the week’s entries, and the projects and tasks to log against', async () => {
    const entries = await opened(volunteer, `/api/TimeEntry/user/${volunteer.id}/${today}/${today}`);
    reads(entries, [
      '_id',
      'personId',
      'projectId',
      'dateOfWork',
      'notes',
      'isTangible',
      'hours',
      'minutes',
      'taskName',
      'projectName',
    ]);
    expect(entries).toMatchObject([{ hours: 2, minutes: 30 }]);
    reads(await opened(volunteer, `/api/tasks/user/${volunteer.id}`), [...TASK, 'wbsName', 'projectName']);
  });

  it('tasks: the WBS list, its task tree and one task', async () => {
    reads(await opened(owner, `/api/wbs/${ids.projectId}`), [
      '_id',
      'wbsName',
      'isActive',
      'modifiedDatetime',
    ]);
    reads(await opened(owner, `/api/wbsId/${ids.wbsId}`), ['_id', 'wbsName', 'projectId']);
    reads(await opened(owner, `/api/tasks/${ids.wbsId}/1/0`), TASK);
    reads(await opened(owner, `/api/task/${ids.taskId}`), TASK);
    reads(await opened(owner, `/api/project/${ids.projectId}`), ['_id', 'projectName', 'category']);
  });

  it('team member tasks: the members with this week’s hours, their entries and follow-ups', async () => {
    const rows = await opened(owner, `/api/user/${owner.id}/teams/tasks`);
    reads(rows, [
      'personId',
      'role',
      'name',
      'weeklycommittedHours',
      'totaltangibletime_hrs',
      'totaltime_hrs',
      'tasks',
    ]);
    expect((rows as Json[]).find((row) => row.personId === volunteer.id)?.totaltangibletime_hrs).toBe(2.5);
    reads(
      await opened(owner, '/api/TimeEntry/users', 'POST', {
        users: [volunteer.id],
        fromDate: today,
        toDate: today,
      }),
      ['_id', 'personId', 'hours', 'minutes', 'projectName', 'taskName', 'wbsName'],
    );
    expect(await opened(owner, '/api/followup')).toBeTypeOf('object');
    const totals = { userIds: [volunteer.id], fromDate: today, toDate: `${today}T23:59:59` };
    expect(await opened(owner, '/api/TimeEntry/users/totalHours', 'POST', totals)).toEqual([
      { userId: volunteer.id, totalHours: 2.5 },
    ]);
  });

  it('weekly summaries report: every active person with the four weeks', async () => {
    reads(await opened(owner, '/api/reports/weeklysummaries'), [
      '_id',
      'firstName',
      'lastName',
      'role',
      'weeklySummaries',
      'weeklycommittedHours',
      'totalSeconds',
      'badgeCollection',
    ]);
    expect((await t.call(volunteer, 'GET', '/api/reports/weeklysummaries')).statusCode).toBe(403);
  });

  it('user management, teams, badges and permissions', async () => {
    reads(await opened(owner, '/api/userprofile'), [
      '_id',
      'firstName',
      'lastName',
      'role',
      'isActive',
      'infringementCount',
    ]);
    reads(await opened(owner, `/api/team/${ids.teamId}`), ['_id', 'teamName', 'members']);
    reads(await opened(owner, `/api/team/${ids.teamId}/users`), [
      '_id',
      'firstName',
      'lastName',
      'role',
      'visible',
    ]);
    reads(await opened(owner, `/api/project/${ids.projectId}/users`), ['_id', 'firstName', 'lastName']);
    expect(await opened(owner, '/api/badge')).toBeInstanceOf(Array);
    reads(await opened(owner, '/api/roles'), ['_id', 'roleName', 'permissions']);
    reads(await opened(owner, '/api/rolePreset/Volunteer'), ['_id', 'roleName', 'presetName', 'permissions']);
  });

  it('jobs and the map', async () => {
    reads(await opened(volunteer, '/api/jobs?page=1&limit=18&search=&category='), [
      'jobs',
      'pagination.totalJobs',
      'pagination.totalPages',
      'pagination.currentPage',
    ]);
    reads(await opened(volunteer, '/api/jobs/categories'), ['categories']);
    reads(await opened(owner, '/api/mapLocations'), ['users', 'mUsers']);
  });

  it('building pages: the portal sign-in, then its projects and inventory', async () => {
    const inPortal = await t.inBuildingPortal('Owner');
    expect(await opened(inPortal, '/api/bm/projects')).toBeInstanceOf(Array);
    expect(await opened(inPortal, '/api/bm/invtypes/materials')).toBeInstanceOf(Array);
    expect(await opened(inPortal, '/api/bm/lessons')).toBeInstanceOf(Array);
  });
});
