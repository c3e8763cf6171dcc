import type { TimeEntryJson, UsersTimeEntryJson } from '@hgn/domain/timeEntries';
import { eq } from 'drizzle-orm';
import { timeEntryMessages } from '@hgn/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { projects } from '../projects/projects.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { timeEntries } from './timeEntries.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let volunteer: Caller;
let teammate: Caller;
let stranger: Caller;
let admin: Caller;
const ids: Record<string, string> = {};

beforeAll(async () => {
  [volunteer, teammate, stranger, admin] = await Promise.all([
    t.signedIn('Volunteer'),
    t.signedIn('Volunteer', { firstName: 'Tess', lastName: 'Teammate' }),
    t.signedIn('Volunteer'),
    t.signedIn('Administrator'),
  ]);
  const [team] = await db.insert(teams).values({ name: 'Entries team' }).returning();
  await db.insert(teamMembers).values([
    { teamId: team!.id, userId: volunteer.id },
    { teamId: team!.id, userId: teammate.id },
  ]);
  const [project] = await db
    .insert(projects)
    .values({ name: 'Entries project', category: 'Food' })
    .returning();
  const [breakdown] = await db
    .insert(wbs)
    .values({ projectId: project!.id, name: 'Entries WBS' })
    .returning();
  const [task] = await db
    .insert(tasks)
    .values({ wbsId: breakdown!.id, name: 'Sow beans', num: '1', level: 1, classification: 'Garden' })
    .returning();
  Object.assign(ids, { project: project!.id, wbs: breakdown!.id, task: task!.id });
  await db.insert(timeEntries).values([
    {
      personId: teammate.id,
      dateOfWork: '2026-11-20',
      totalSeconds: 5400,
      isTangible: true,
      notes: 'Sowed the beans',
      projectId: project!.id,
      wbsId: breakdown!.id,
      taskId: task!.id,
    },
    { personId: teammate.id, dateOfWork: '2026-11-18', totalSeconds: 600, notes: 'Planning' },
    { personId: teammate.id, dateOfWork: '2026-11-10', totalSeconds: 600 },
    { personId: teammate.id, dateOfWork: '2026-11-19', totalSeconds: 600, isActive: false },
    { personId: stranger.id, dateOfWork: '2026-11-19', totalSeconds: 600 },
  ]);
});

const entriesOf = (caller: Caller, body: object) => call(caller, 'POST', '/api/TimeEntry/users', body);

describe('POST /api/TimeEntry/users', () => {
  it("answers a teammate's active entries of the period, newest day first, with the person's name only", async () => {
    const res = await entriesOf(volunteer, {
      users: [teammate.id],
      fromDate: '2026-11-14',
      toDate: '2026-11-20',
    });
    expect(res.statusCode).toBe(200);
    const entries = res.json<UsersTimeEntryJson[]>();
    expect(entries.map((entry) => entry.dateOfWork)).toEqual(['2026-11-20', '2026-11-18']);
    expect(entries[0]).toEqual({
      _id: expect.any(String) as string,
      notes: 'Sowed the beans',
      isTangible: true,
      personId: teammate.id,
      userProfile: { _id: teammate.id, firstName: 'Tess', lastName: 'Teammate' },
      dateOfWork: '2026-11-20',
      hours: 1,
      minutes: 30,
      projectId: ids.project,
      projectName: 'Entries project',
      projectCategory: 'food',
      taskId: ids.task,
      taskName: 'Sow beans',
      taskClassification: 'Garden',
      wbsId: ids.wbs,
      wbsName: 'Entries WBS',
    });
    expect(entries[1]).toMatchObject({
      hours: 0,
      minutes: 10,
      projectId: null,
      projectName: null,
      taskId: null,
    });
    expect(res.body).not.toMatch(/password|email/i);
  });

  it('reads anyone for those who may view any dashboard; ids that name nobody have no entries', async () => {
    const res = await entriesOf(admin, {
      users: [stranger.id, 'nobody'],
      fromDate: '2026-11-14',
      toDate: '2026-11-20',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<UsersTimeEntryJson[]>().map((entry) => entry.personId)).toEqual([stranger.id]);
  });

  it('refuses a volunteer the entries of someone outside their teams', async () => {
    const res = await entriesOf(volunteer, {
      users: [teammate.id, stranger.id],
      fromDate: '2026-11-14',
      toDate: '2026-11-20',
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses bad dates, a reversed or too long period and too many people', async () => {
    const refusal = async (body: object) => {
      const res = await entriesOf(volunteer, body);
      expect(res.statusCode).toBe(400);
      return res.json<{ message: string }>().message;
    };
    const users = [teammate.id];
    expect(await refusal({ users, fromDate: '2026-13-01', toDate: '2026-11-20' })).toBe(
      timeEntryMessages.invalidDate,
    );
    expect(await refusal({ users, toDate: '2026-11-20' })).toBe(timeEntryMessages.dateRequired);
    expect(await refusal({ users, fromDate: '2026-11-21', toDate: '2026-11-20' })).toBe(
      timeEntryMessages.invalidDateRange,
    );
    expect(await refusal({ users, fromDate: '2026-10-01', toDate: '2026-11-20' })).toBe(
      timeEntryMessages.rangeTooLong(31),
    );
    expect(await refusal({ users: [], fromDate: '2026-11-14', toDate: '2026-11-20' })).toBe(
      timeEntryMessages.usersRequired,
    );
    const many = Array.from({ length: 501 }, () => teammate.id);
    await refusal({ users: many, fromDate: '2026-11-14', toDate: '2026-11-20' });
  });
});

describe('GET /api/TimeEntry/user/:userId/:fromDate/:toDate', () => {
  const periodOf = (caller: Caller, userId: string, from = '2026-11-14', to = '2026-11-20') =>
    call(caller, 'GET', `/api/TimeEntry/user/${userId}/${from}/${to}`);

  it("answers a teammate's entries of the period with their names, archived projects' too, last changed first", async () => {
    await db
      .update(timeEntries)
      .set({ updatedAt: new Date(Date.now() + 3_600_000) })
      .where(eq(timeEntries.notes, 'Planning'));
    const res = await periodOf(volunteer, teammate.id);
    expect(res.statusCode).toBe(200);
    const entries = res.json<TimeEntryJson[]>();
    expect(entries[0]?.dateOfWork).toBe('2026-11-18');
    expect(entries.map((entry) => entry.dateOfWork).sort()).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(entries.find((entry) => entry.dateOfWork === '2026-11-19')?.isActive).toBe(false);
    expect(entries.find((entry) => entry.dateOfWork === '2026-11-20')).toMatchObject({
      hours: 1,
      minutes: 30,
      projectName: 'Entries project',
      projectCategory: 'food',
      wbsName: 'Entries WBS',
      taskName: 'Sow beans',
    });
  });

  it('refuses someone outside the caller’s teams and answers 404 for nobody', async () => {
    expect((await periodOf(volunteer, stranger.id)).statusCode).toBe(403);
    const nobody = await periodOf(admin, crypto.randomUUID());
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect((await periodOf(admin, teammate.id, '2026-11-21', '2026-11-20')).statusCode).toBe(400);
  });

  it("answers a date that is not one with the original's 400 body, naming both dates as sent", async () => {
    for (const [from, to] of [
      ['not-a-date', '2026-11-20'],
      ['2026-11-14', '2026-02-30'],
      ['14-11-2026', '20-11-2026'],
    ] as const) {
      const res = await periodOf(volunteer, teammate.id, from, to);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Invalid date format',
        fromdate: from,
        todate: to,
        code: 'VALIDATION_FAILED',
      });
    }
    const reversed = await periodOf(volunteer, teammate.id, '2026-11-21', '2026-11-20');
    expect(reversed.json()).toMatchObject({ message: timeEntryMessages.invalidDateRange });
  });
});
