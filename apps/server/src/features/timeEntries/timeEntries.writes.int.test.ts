import { timeEntryMessages, timerMessages } from '@hgn/domain/messages';
import type { StoredTimeEntryJson, TimeEntrySavedJson } from '@hgn/domain/timeEntries';
import { weekRange } from '@hgn/domain/time';
import type { UserProfileJson } from '@hgn/domain/users';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { workFixtures, type Caller } from '../../../test/work.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { AppError } from '../../platform/http/app-error.js';
import { blueSquares } from '../blueSquares/blueSquares.table.js';
import { tasks } from '../tasks/tasks.table.js';
import { users } from '../users/users.table.js';
import { timeEntries, timeEntryEdits, timeEntryTotals } from './timeEntries.table.js';

// Wednesday 25 November 2026, noon Pacific.
const TODAY = '2026-11-25';
const t = await createTestApp({ clock: fixedClock('2026-11-25T20:00:00Z') });
const db = t.database.db;
const { call } = t;
const work = workFixtures(t, 'Entries');

const NOTES = 'Sowed the beans in the north garden and wrote it up at https://docs.example.org/beans today';
let project: { id: string };
let task: { id: string; wbsId: string };
let admin: Caller;
let owner: Caller;

beforeAll(async () => {
  [admin, owner] = await Promise.all([t.signedIn('Administrator'), t.signedIn('Owner')]);
  project = await work.createProject({ category: 'Food' });
  task = await work.createTask([], { estimatedHours: 1 });
});

const entryBody = (personId: string, fields: object = {}) => ({
  personId,
  dateOfWork: TODAY,
  hours: 1,
  minutes: 30,
  projectId: project.id,
  notes: NOTES,
  isTangible: true,
  ...fields,
});

const post = (caller: Caller, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/TimeEntry',
    headers: { ...caller.headers, ...headers },
    payload: body,
  });

const entriesOf = (personId: string) =>
  db.select().from(timeEntries).where(eq(timeEntries.personId, personId));
const totalsOf = (personId: string) =>
  db.select().from(timeEntryTotals).where(eq(timeEntryTotals.personId, personId));
const profileOf = async (caller: Caller, userId: string) =>
  (await call(caller, 'GET', `/api/userprofile/${userId}`)).json<UserProfileJson>();

async function logged(caller: Caller, body: object) {
  const res = await post(caller, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TimeEntrySavedJson>().timeEntry;
}

describe('POST /api/TimeEntry', () => {
  it("logs one's own time, answers the saved entry, and counts it in the profile's totals", async () => {
    const volunteer = await t.signedIn('Volunteer');
    const res = await post(volunteer, entryBody(volunteer.id));
    expect(res.statusCode).toBe(200);
    const saved = res.json<TimeEntrySavedJson>();
    expect(saved.message).toBe(timeEntryMessages.saved);
    expect(saved.timeEntry).toMatchObject({
      personId: volunteer.id,
      dateOfWork: TODAY,
      hours: 1,
      minutes: 30,
      projectId: project.id,
      projectCategory: 'food',
      isActive: true,
      entryType: 'default',
    });
    const profile = await profileOf(volunteer, volunteer.id);
    expect(profile.totalTangibleHrs).toBe(1.5);
    expect(profile.hoursByCategory.food).toBe(1.5);
    expect(profile.isFirstTimelog).toBe(false);
    expect(profile.startDate).toBe(new Date('2026-11-25T08:00:00Z').toISOString());
  });

  it("shows on the profile this week's and last week's tangible hours, each closed week's and each category's", async () => {
    const volunteer = await t.signedIn('Volunteer');
    for (const [dateOfWork, hours, isTangible] of [
      ['2026-11-03', 1, true],
      ['2026-11-17', 2, true],
      ['2026-11-18', 3, false],
      [TODAY, 1, true],
    ] as const)
      await logged(admin, entryBody(volunteer.id, { dateOfWork, hours, minutes: 30, isTangible }));
    const profile = await profileOf(volunteer, volunteer.id);
    expect(profile).toMatchObject({
      tangibleHoursReportedThisWeek: 1.5,
      lastWeekTangibleHrs: 2.5,
      savedTangibleHrs: [1.5, 0, 2.5],
      categoryTangibleHrs: [{ category: 'Food', hrs: 5.5 }],
      totalTangibleHrs: 5.5,
      totalIntangibleHrs: 3.5,
    });
  });

  it('takes the WBS and project of a task named alone, and refuses a task of another project', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const entry = await logged(volunteer, entryBody(volunteer.id, { projectId: null, taskId: task.id }));
    expect(entry).toMatchObject({ taskId: task.id, wbsId: task.wbsId });
    const res = await post(volunteer, entryBody(volunteer.id, { taskId: task.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TASK_NOT_FOUND' });
  });

  it("refuses another's time without putUserProfileImportantInfo, and an Owner's time to a non-Owner, writing nothing", async () => {
    const [volunteer, other] = await Promise.all([t.signedIn('Volunteer'), t.signedIn('Volunteer')]);
    const res = await post(volunteer, entryBody(other.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: timeEntryMessages.postForOthers });
    const byAdmin = await post(admin, entryBody(owner.id));
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toMatchObject({ error: timeEntryMessages.ownerTimeOnlyByOwner });
    expect(await entriesOf(other.id)).toEqual([]);
    expect(await entriesOf(owner.id)).toEqual([]);
    expect((await post(admin, entryBody(other.id, { dateOfWork: '2026-11-02' }))).statusCode).toBe(200);
  });

  it('refuses a day other than today to a volunteer, and any day after today to everyone', async () => {
    const volunteer = await t.signedIn('Volunteer');
    for (const [caller, day] of [
      [volunteer, '2026-11-24'],
      [admin, '2026-11-26'],
    ] as const) {
      const res = await post(caller, entryBody(volunteer.id, { dateOfWork: day }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'DATE_NOT_ALLOWED', error: timeEntryMessages.dateNotAllowed });
    }
    expect(await entriesOf(volunteer.id)).toEqual([]);
  });

  it('refuses unknown people, projects, tasks and teams, and a person deactivated before today', async () => {
    const gone = await t.signedIn('Volunteer');
    await db.update(users).set({ isActive: false, endDate: '2026-11-24' }).where(eq(users.id, gone.id));
    const cases = [
      [entryBody(crypto.randomUUID()), 404, 'USER_NOT_FOUND'],
      [entryBody('not-an-id'), 404, 'USER_NOT_FOUND'],
      [entryBody(admin.id, { projectId: crypto.randomUUID() }), 404, 'PROJECT_NOT_FOUND'],
      [entryBody(admin.id, { taskId: 'nope' }), 404, 'TASK_NOT_FOUND'],
      [entryBody(admin.id, { entryType: 'team', teamId: crypto.randomUUID() }), 404, 'NOT_FOUND'],
      [entryBody(gone.id), 403, 'USER_DEACTIVATED'],
    ] as const;
    for (const [body, status, code] of cases) {
      const res = await post(admin, body);
      expect(res.statusCode, code).toBe(status);
      expect(res.json()).toMatchObject({ code });
    }
    expect(await entriesOf(gone.id)).toEqual([]);
  });

  it('answers hostile input with 400 and writes nothing', async () => {
    const volunteer = await t.signedIn('Volunteer');
    for (const fields of [
      { hours: '1e400' },
      { hours: 1e308 },
      { minutes: -1 },
      { hours: 41 },
      { hours: 0, minutes: 0 },
      { notes: 'x'.repeat(1_000_000) },
      { notes: 'too short https://a.example' },
      { dateOfWork: '2026-02-30' },
      { entryType: 'anything' },
    ]) {
      const res = await post(volunteer, entryBody(volunteer.id, fields));
      expect(res.statusCode, JSON.stringify(fields).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await entriesOf(volunteer.id)).toEqual([]);
  });

  it("keeps the ancestors' hours their children's sum through a log, a move and a delete, editing none of them", async () => {
    const volunteer = await t.signedIn('Volunteer');
    const top = await work.createTask([]);
    const child = async (
      mother: typeof top,
      num: string,
      fields: Partial<typeof tasks.$inferInsert> = {},
    ) => {
      const [row] = await db
        .insert(tasks)
        .values({
          wbsId: top.wbsId,
          name: `Task ${num}`,
          num,
          level: mother.level + 1,
          mother: mother.id,
          parentId1: top.id,
          parentId2: mother.level === 2 ? mother.id : null,
          ...fields,
        })
        .returning();
      return row!;
    };
    const middle = await child(top, '1.1');
    const [leaf, sibling] = [await child(middle, '1.1.1'), await child(middle, '1.1.2')];
    const hours = async () =>
      Object.fromEntries(
        (await db.select().from(tasks).where(eq(tasks.wbsId, top.wbsId))).map((row) => [
          row.num,
          row.hoursLogged,
        ]),
      );
    await logged(
      volunteer,
      entryBody(volunteer.id, { projectId: null, taskId: sibling.id, hours: 0, minutes: 30 }),
    );
    expect(await hours()).toEqual({ '1': 0.5, '1.1': 0.5, '1.1.1': 0, '1.1.2': 0.5 });
    const entry = await logged(
      volunteer,
      entryBody(volunteer.id, { projectId: null, taskId: leaf.id, hours: 1, minutes: 0 }),
    );
    expect(await hours()).toEqual({ '1': 1.5, '1.1': 1.5, '1.1.1': 1, '1.1.2': 0.5 });
    const moved = await put(
      volunteer,
      entry._id,
      entryBody(volunteer.id, { projectId: null, taskId: sibling.id, hours: 1, minutes: 30 }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await hours()).toEqual({ '1': 2, '1.1': 2, '1.1.1': 0, '1.1.2': 2 });
    expect((await call(volunteer, 'DELETE', `/api/TimeEntry/${entry._id}`)).statusCode).toBe(200);
    expect(await hours()).toEqual({ '1': 0.5, '1.1': 0.5, '1.1.1': 0, '1.1.2': 0.5 });
    const [after] = await db.select().from(tasks).where(eq(tasks.id, top.id));
    expect({ version: after!.version, updatedAt: after!.updatedAt }).toEqual({
      version: top.version,
      updatedAt: top.updatedAt,
    });
  });

  it("adds tangible time to the task's hours and tells the person once the estimate is passed", async () => {
    const volunteer = await t.signedIn('Volunteer');
    const own = await work.createTask([], { estimatedHours: 1 });
    await logged(
      volunteer,
      entryBody(volunteer.id, { projectId: null, taskId: own.id, hours: 0, minutes: 40 }),
    );
    await logged(
      volunteer,
      entryBody(volunteer.id, { projectId: null, taskId: own.id, hours: 0, minutes: 1, isTangible: false }),
    );
    expect((await db.select().from(tasks).where(eq(tasks.id, own.id)))[0]!.hoursLogged).toBe(0.67);
    await logged(
      volunteer,
      entryBody(volunteer.id, { projectId: null, taskId: own.id, hours: 0, minutes: 40 }),
    );
    expect((await db.select().from(tasks).where(eq(tasks.id, own.id)))[0]!.hoursLogged).toBe(1.33);
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Logged more hours than estimated for a task'));
    expect(mails.filter((mail) => mail.to.includes(volunteer.email))).toHaveLength(1);
  });

  it('stores lost time of an archived project as inactive, out of the week but in the profile', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const archived = await work.createProject({ category: 'Energy', isActive: false });
    const entry = await logged(
      admin,
      entryBody(volunteer.id, { projectId: archived.id, entryType: 'person' }),
    );
    expect(entry.isActive).toBe(false);
    expect((await profileOf(admin, volunteer.id)).hoursByCategory.energy).toBe(1.5);
    expect(await t.services.timeEntries.hoursOfWeek([volunteer.id], weekRange(t.clock.now()))).toEqual(
      new Map(),
    );
  });
});

const put = (caller: Caller, id: string, body: object) => call(caller, 'PUT', `/api/TimeEntry/${id}`, body);

describe('PUT /api/TimeEntry/:id', () => {
  it('answers the stored entry, and moves its hours between categories and tasks exactly', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const other = await work.createTask([]);
    const entry = await logged(
      volunteer,
      entryBody(volunteer.id, { projectId: null, taskId: task.id, hours: 2, minutes: 0 }),
    );
    const taskHours = async (id: string) =>
      (await db.select().from(tasks).where(eq(tasks.id, id)))[0]!.hoursLogged;
    const before = await taskHours(task.id);
    const res = await put(
      volunteer,
      entry._id,
      entryBody(volunteer.id, { projectId: null, taskId: other.id, hours: 1, minutes: 0 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StoredTimeEntryJson>()).toMatchObject({
      _id: entry._id,
      totalSeconds: 3600,
      taskId: other.id,
    });
    expect(await taskHours(task.id)).toBe(Math.round((before - 2) * 100) / 100);
    expect(await taskHours(other.id)).toBe(1);
    const totals = await totalsOf(volunteer.id);
    expect(totals.reduce((sum, row) => sum + row.seconds, 0)).toBe(3600);
  });

  it('recounts the task of an entry stored with another WBS than its task’s', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const own = await work.createTask([]);
    const entry = await logged(
      volunteer,
      entryBody(volunteer.id, { projectId: null, taskId: own.id, hours: 1, minutes: 0 }),
    );
    await db.update(timeEntries).set({ wbsId: task.wbsId }).where(eq(timeEntries.id, entry._id));
    const res = await put(
      volunteer,
      entry._id,
      entryBody(volunteer.id, { projectId: null, taskId: own.id, hours: 2, minutes: 0 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StoredTimeEntryJson>().wbsId).toBe(own.wbsId);
    expect((await db.select().from(tasks).where(eq(tasks.id, own.id)))[0]!.hoursLogged).toBe(2);
  });

  it("answers 'Nothing is changed for this time entry' to an unchanged save", async () => {
    const volunteer = await t.signedIn('Volunteer');
    const entry = await logged(volunteer, entryBody(volunteer.id));
    const res = await put(volunteer, entry._id, entryBody(volunteer.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NOTHING_CHANGED', error: timeEntryMessages.nothingChanged });
    // Someone who may not edit the entry at all learns nothing of it from an unchanged save.
    const other = await t.signedIn('Volunteer');
    const probe = await put(other, entry._id, entryBody(volunteer.id));
    expect(probe.statusCode).toBe(403);
    expect(probe.json()).toMatchObject({ error: timeEntryMessages.unauthorized });
  });

  it('refuses a change without its right in the original words, writing nothing', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const [past] = await db
      .insert(timeEntries)
      .values({
        personId: volunteer.id,
        dateOfWork: '2026-11-20',
        totalSeconds: 3600,
        isTangible: true,
        notes: NOTES,
        projectId: project.id,
      })
      .returning();
    const pastBody = entryBody(volunteer.id, { dateOfWork: '2026-11-20', hours: 1, minutes: 0 });
    for (const [fields, part] of [
      [{ hours: 2 }, 'time'],
      [{ notes: `${NOTES} and more` }, 'description'],
      [{ dateOfWork: TODAY }, 'date'],
      [{ isTangible: false }, 'isTangible'],
    ] as const) {
      const res = await put(volunteer, past!.id, { ...pastBody, ...fields });
      expect(res.statusCode, part).toBe(403);
      expect(res.json()).toMatchObject({ error: timeEntryMessages.editRefused(part) });
    }
    expect((await entriesOf(volunteer.id))[0]).toEqual(past);
    expect((await totalsOf(volunteer.id)).reduce((sum, row) => sum + row.seconds, 0)).toBe(3600);
    const missing = await put(volunteer, crypto.randomUUID(), pastBody);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: timeEntryMessages.entryNotFound });
  });

  it('records same-day edits of tangible time and gives a blue square on the fifth and each later one', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const entry = await logged(volunteer, entryBody(volunteer.id));
    for (let minutes = 1; minutes <= 6; minutes += 1)
      expect((await put(volunteer, entry._id, entryBody(volunteer.id, { minutes }))).statusCode).toBe(200);
    const edits = await db.select().from(timeEntryEdits).where(eq(timeEntryEdits.personId, volunteer.id));
    expect(edits).toHaveLength(6);
    const squares = await db.select().from(blueSquares).where(eq(blueSquares.userId, volunteer.id));
    expect(squares.map((square) => square.description).sort()).toEqual([
      timeEntryMessages.blueSquareDescription(5),
      timeEntryMessages.blueSquareDescription(6),
    ]);
    const profile = await profileOf(volunteer, volunteer.id);
    expect(profile.timeEntryEditHistory).toHaveLength(6);
    expect(profile.timeEntryEditHistory).toContainEqual(
      expect.objectContaining({
        initialSeconds: 5400,
        newSeconds: 3660,
        originalDateOfWork: TODAY,
        finalDateOfWork: TODAY,
      }),
    );
    const notices = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'New Infringement Assigned'));
    const mine = notices.filter((mail) => mail.to.includes(volunteer.email));
    expect(mine).toHaveLength(2);
    // The later notice lists the earlier square of the year.
    expect(
      mine.filter((mail) => mail.text.includes(timeEntryMessages.blueSquareDescription(5))),
    ).toHaveLength(2);
  });

  it("lets an Administrator change another's past entry without counting an edit", async () => {
    const volunteer = await t.signedIn('Volunteer');
    const entry = await logged(admin, entryBody(volunteer.id, { dateOfWork: '2026-11-23' }));
    const res = await put(admin, entry._id, entryBody(volunteer.id, { dateOfWork: '2026-11-21', hours: 3 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await db.select().from(timeEntryEdits).where(eq(timeEntryEdits.personId, volunteer.id))).toEqual(
      [],
    );
    const [person] = await db.select().from(users).where(eq(users.id, volunteer.id));
    const subject = `A Time Entry was Edited for ${person!.firstName} ${person!.lastName}`;
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject))).toHaveLength(1);
  });
});

describe('DELETE /api/TimeEntry/:id', () => {
  it("deletes one's own entry of today and takes its time off the totals", async () => {
    const volunteer = await t.signedIn('Volunteer');
    const entry = await logged(volunteer, entryBody(volunteer.id));
    const res = await call(volunteer, 'DELETE', `/api/TimeEntry/${entry._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: timeEntryMessages.deleted });
    expect((await totalsOf(volunteer.id)).reduce((sum, row) => sum + row.seconds, 0)).toBe(0);
    const again = await call(volunteer, 'DELETE', `/api/TimeEntry/${entry._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      message: timeEntryMessages.entryNotFound,
      code: 'TIME_ENTRY_NOT_FOUND',
    });
  });

  it("refuses a past entry of one's own and another's entry without the right, deleting nothing", async () => {
    const [volunteer, other] = await Promise.all([t.signedIn('Volunteer'), t.signedIn('Volunteer')]);
    const past = await logged(admin, entryBody(volunteer.id, { dateOfWork: '2026-11-20' }));
    const today = await logged(other, entryBody(other.id));
    for (const id of [past._id, today._id]) {
      const res = await call(volunteer, 'DELETE', `/api/TimeEntry/${id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: timeEntryMessages.unauthorized });
    }
    expect(await entriesOf(volunteer.id)).toHaveLength(1);
    expect(await entriesOf(other.id)).toHaveLength(1);
    expect((await call(admin, 'DELETE', `/api/TimeEntry/${past._id}`)).statusCode).toBe(200);
  });
});

describe('stopTimer', () => {
  it('stops the timer inside the entry’s transaction: a timer that refuses leaves no entry', async () => {
    const volunteer = await t.signedIn('Volunteer');
    t.services.timeEntries.onTimerStop(async (_tx, personId) => {
      if (personId === volunteer.id)
        throw new AppError({ code: 'TIMER_NOT_RUNNING', message: timerMessages.nothingToLog });
    });
    const res = await post(volunteer, entryBody(volunteer.id, { stopTimer: true }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TIMER_NOT_RUNNING' });
    expect(await entriesOf(volunteer.id)).toEqual([]);
    expect((await post(volunteer, entryBody(volunteer.id))).statusCode).toBe(200);
  });
});
