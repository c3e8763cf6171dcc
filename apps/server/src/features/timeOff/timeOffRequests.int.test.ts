import { timeOffRequestMessages } from '@hgn/domain/messages';
import type { TimeOffRequestJson } from '@hgn/domain/timeOff';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { timeOffRequests } from './timeOff.table.js';

// A Thursday in January 2026: every request below starts after it.
const t = await createTestApp({ clock: fixedClock('2026-01-15T20:00:00Z') });
const { db } = t.database;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let volunteer: Caller;
let other: Caller;
let admin: Caller;
let owner: Caller;

const { call } = t;
const rows = async () => (await db.select({ n: count() }).from(timeOffRequests))[0]?.n ?? 0;
const stored = async (id: string) =>
  (await db.select().from(timeOffRequests).where(eq(timeOffRequests.id, id)))[0];

beforeAll(async () => {
  [volunteer, other, admin, owner] = await Promise.all([
    t.signedIn('Volunteer'),
    t.signedIn('Volunteer'),
    t.signedIn('Administrator'),
    t.signedIn('Owner'),
  ]);
});

const request = (requestFor: string, overrides: Record<string, unknown> = {}) => ({
  requestFor,
  duration: 2,
  startingDate: '2026-03-01',
  reason: 'Family visit',
  reasonType: 'vacationTime',
  ...overrides,
});
const schedule = (caller: Caller, requestFor: string, overrides: Record<string, unknown> = {}) =>
  call(caller, 'POST', '/api/setTimeOffRequest', request(requestFor, overrides));

describe('POST /api/setTimeOffRequest', () => {
  it('schedules one’s own time off with the end computed across the spring DST change', async () => {
    const res = await schedule(volunteer, volunteer.id);
    expect(res.statusCode).toBe(201);
    const body = res.json<TimeOffRequestJson>();
    // 2026-03-08 is the spring change: the start is 08:00 UTC (PST), the end 07:00 UTC (PDT).
    expect(body).toMatchObject({
      requestFor: volunteer.id,
      startingDate: '2026-03-01T08:00:00.000Z',
      endingDate: '2026-03-14T07:00:00.000Z',
      duration: 2,
      reason: 'Family visit',
    });
    expect((await stored(body._id))?.endingDate).toBe('2026-03-14');
  });

  it('e-mails the volunteer and the leaders of their teams and the Owners', async () => {
    const manager = await t.createUser({ role: 'Manager' });
    const [team] = await db
      .insert(teams)
      .values({ name: `Crew ${other.id}` })
      .returning({ id: teams.id });
    await db.insert(teamMembers).values([
      { teamId: team!.id, userId: other.id },
      { teamId: team!.id, userId: manager.id },
    ]);
    const res = await schedule(other, other.id, { startingDate: '2026-10-25', duration: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json<TimeOffRequestJson>().endingDate).toBe('2026-10-31T07:00:00.000Z');
    const mails = await db.select().from(emailOutbox);
    const own = mails.find((m) => m.to.includes(other.email));
    expect(own?.subject).toBe('Your requested time off has been scheduled!');
    const notice = mails.find((m) => m.to.includes(manager.email));
    expect(notice?.to).toContain(owner.email);
    expect(notice?.to).not.toContain(admin.email);
  });

  it('lets an Administrator schedule for someone else, sending no e-mail', async () => {
    const before = (await db.select({ n: count() }).from(emailOutbox))[0]?.n;
    const res = await schedule(admin, other.id, { duration: '1', startingDate: '2026-11-01' });
    expect(res.statusCode).toBe(201);
    expect(res.json<TimeOffRequestJson>().endingDate).toBe('2026-11-07T08:00:00.000Z');
    expect((await db.select({ n: count() }).from(emailOutbox))[0]?.n).toBe(before);
  });

  it('refuses a volunteer scheduling for someone else with 403, writing nothing', async () => {
    const before = await rows();
    expect((await schedule(volunteer, other.id)).statusCode).toBe(403);
    expect(await rows()).toBe(before);
  });

  it('answers bad request for missing or unreadable fields, writing nothing', async () => {
    const before = await rows();
    for (const payload of [
      { requestFor: volunteer.id, duration: 1, startingDate: '2026-03-01' },
      request(volunteer.id, { duration: 0 }),
      request(volunteer.id, { startingDate: 'next week' }),
      request(volunteer.id, { requestFor: undefined }),
    ]) {
      const res = await call(volunteer, 'POST', '/api/setTimeOffRequest', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'bad request' });
    }
    expect(await rows()).toBe(before);
  });
});

describe('one request', () => {
  let id: string;
  beforeAll(async () => {
    id = (
      await schedule(volunteer, volunteer.id, { startingDate: '2026-06-07', duration: 1 })
    ).json<TimeOffRequestJson>()._id;
  });

  it('is read by its requester and refused to another volunteer', async () => {
    expect((await call(volunteer, 'GET', `/api/getTimeOffRequest/${id}`)).json()).toMatchObject({
      _id: id,
      duration: 1,
    });
    expect((await call(other, 'GET', `/api/getTimeOffRequest/${id}`)).statusCode).toBe(403);
  });

  it('moves its end with a new duration, or takes the ending date sent', async () => {
    const longer = await call(volunteer, 'POST', `/api/updateTimeOffRequest/${id}`, { duration: 3 });
    expect(longer.statusCode).toBe(200);
    expect((await stored(id))?.endingDate).toBe('2026-06-27');
    await call(owner, 'POST', `/api/updateTimeOffRequest/${id}`, {
      endingDate: '2026-06-20',
      reason: 'Shorter',
    });
    expect(await stored(id)).toMatchObject({ endingDate: '2026-06-20', reason: 'Shorter', durationWeeks: 3 });
    const backwards = await call(owner, 'POST', `/api/updateTimeOffRequest/${id}`, {
      endingDate: '2026-06-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect((await stored(id))?.endingDate).toBe('2026-06-20');
  });

  it('refuses another volunteer’s update and delete with 403, changing nothing', async () => {
    expect((await call(other, 'POST', `/api/updateTimeOffRequest/${id}`, { duration: 9 })).statusCode).toBe(
      403,
    );
    expect((await call(other, 'DELETE', `/api/deleteTimeOffRequest/${id}`)).statusCode).toBe(403);
    expect((await stored(id))?.durationWeeks).toBe(3);
  });

  it('is deleted, answering the deleted request, then 404', async () => {
    const res = await call(volunteer, 'DELETE', `/api/deleteTimeOffRequest/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id });
    expect(await stored(id)).toBeUndefined();
    expect((await call(volunteer, 'DELETE', `/api/deleteTimeOffRequest/${id}`)).statusCode).toBe(404);
    expect((await call(volunteer, 'GET', `/api/getTimeOffRequest/${id}`)).statusCode).toBe(404);
    expect(
      (await call(volunteer, 'POST', `/api/updateTimeOffRequest/${id}`, { duration: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('overlapping time off', () => {
  let person: Caller;
  beforeAll(async () => {
    person = await t.signedIn('Volunteer');
    const first = await schedule(person, person.id, { startingDate: '2026-08-02', duration: 2 });
    expect(first.statusCode).toBe(201);
  });

  it('refuses a request sharing a day with one already scheduled, naming its days, writing nothing', async () => {
    const before = await rows();
    for (const [startingDate, duration] of [
      ['2026-08-15', 1],
      ['2026-07-27', 1],
      ['2026-07-19', 6],
      ['2026-08-09', 1],
    ] as const) {
      const res = await schedule(person, person.id, { startingDate, duration });
      expect(res.statusCode, startingDate).toBe(409);
      expect(res.json(), startingDate).toMatchObject({
        message: timeOffRequestMessages.overlapsScheduled('08/02/2026', '08/15/2026'),
        code: 'TIME_OFF_OVERLAP',
        field: 'startingDate',
      });
    }
    expect((await schedule(admin, person.id, { startingDate: '2026-08-10' })).statusCode).toBe(409);
    expect(await rows()).toBe(before);
  });

  it('accepts periods back to back with it, and anyone else’s on the same days', async () => {
    const after = await schedule(person, person.id, { startingDate: '2026-08-16', duration: 1 });
    expect(after.statusCode).toBe(201);
    const before = await schedule(person, person.id, {
      startingDate: '2026-07-26',
      endingDate: '2026-08-01',
      duration: 1,
    });
    expect(before.statusCode).toBe(201);
    const someoneElse = await t.signedIn('Volunteer');
    expect((await schedule(someoneElse, someoneElse.id, { startingDate: '2026-08-02' })).statusCode).toBe(
      201,
    );
  });

  it('refuses moving a request onto another, but not changing it within its own days', async () => {
    const later = (
      await schedule(person, person.id, { startingDate: '2026-09-06', duration: 1 })
    ).json<TimeOffRequestJson>();
    const moved = await call(person, 'POST', `/api/updateTimeOffRequest/${later._id}`, {
      startingDate: '2026-08-20',
    });
    expect(moved.statusCode).toBe(409);
    expect((await stored(later._id))?.startingDate).toBe('2026-09-06');
    const longer = await call(person, 'POST', `/api/updateTimeOffRequest/${later._id}`, { duration: 2 });
    expect(longer.statusCode).toBe(200);
    expect((await stored(later._id))?.endingDate).toBe('2026-09-19');
  });

  it('schedules only one of two overlapping requests sent at once', async () => {
    const racer = await t.signedIn('Volunteer');
    const answers = await Promise.all(
      ['2026-10-04', '2026-10-11'].map((startingDate) => schedule(racer, racer.id, { startingDate })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const racersRows = await db.select().from(timeOffRequests).where(eq(timeOffRequests.userId, racer.id));
    expect(racersRows).toHaveLength(1);
  });
});

describe('a start in the past', () => {
  it('is refused to a volunteer, writing nothing; today is fine', async () => {
    const person = await t.signedIn('Volunteer');
    const before = await rows();
    const res = await schedule(person, person.id, { startingDate: '2026-01-14', duration: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: timeOffRequestMessages.startInPast,
      code: 'TIME_OFF_START_IN_PAST',
      field: 'startingDate',
    });
    expect(await rows()).toBe(before);
    const today = await schedule(person, person.id, { startingDate: '2026-01-15', duration: 1 });
    expect(today.statusCode).toBe(201);
  });

  it('is allowed to those who manage others’ time off, and then kept when the volunteer edits the reason', async () => {
    const person = await t.signedIn('Volunteer');
    const timeOffManager = await t.signedIn('Volunteer', { frontPermissions: ['manageTimeOffRequests'] });
    const recorded = await schedule(admin, person.id, { startingDate: '2026-01-04', duration: 1 });
    expect(recorded.statusCode).toBe(201);
    const byManager = await schedule(timeOffManager, person.id, { startingDate: '2025-12-21', duration: 1 });
    expect(byManager.statusCode).toBe(201);

    const id = recorded.json<TimeOffRequestJson>()._id;
    const reason = await call(person, 'POST', `/api/updateTimeOffRequest/${id}`, {
      startingDate: '2026-01-04',
      reason: 'Flu',
    });
    expect(reason.statusCode).toBe(200);
    const earlier = await call(person, 'POST', `/api/updateTimeOffRequest/${id}`, {
      startingDate: '2025-12-28',
      endingDate: '2026-01-03',
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json()).toMatchObject({ message: timeOffRequestMessages.startInPast });
    expect(await stored(id)).toMatchObject({ startingDate: '2026-01-04', reason: 'Flu' });
  });
});
