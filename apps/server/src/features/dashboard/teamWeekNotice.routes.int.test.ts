import type { TeamWeekNoticeJson } from '@hgn/domain/dashboard';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { teamMembers, teams } from '../teams/teams.table.js';

// Friday 27 November 2026, noon Pacific: the team week began on Thursday the 26th at 00:00.
const FRIDAY_NOON = '2026-11-27T20:00:00.000Z';
const FRIDAY_END = '2026-11-28T07:59:59.999Z';
const clock = fixedClock(FRIDAY_NOON);
const t = await createTestApp({ clock });
const db = t.database.db;
const { call } = t;

beforeEach(() => clock.set(FRIDAY_NOON));

type Caller = Awaited<ReturnType<typeof t.signedIn>>;

async function onTeam(caller: Caller, isActive = true) {
  const [team] = await db
    .insert(teams)
    .values({ name: `Notice ${Math.random().toString(36).slice(2)}`, isActive })
    .returning();
  await db.insert(teamMembers).values({ teamId: team!.id, userId: caller.id });
  return caller;
}

const noticeOf = async (caller: Caller) => {
  const res = await call(caller, 'GET', '/api/dashboard/teamweeknotice');
  expect(res.statusCode).toBe(200);
  return res.json<TeamWeekNoticeJson>();
};
const none = { kind: null, deadline: null, title: null, message: null };

describe('GET /api/dashboard/teamweeknotice', () => {
  it('gives Volunteers on a team the early deadline and Managers the reminder', async () => {
    expect(await noticeOf(await onTeam(await t.signedIn('Volunteer')))).toEqual({
      kind: 'earlyDeadline',
      deadline: FRIDAY_END,
      title: "Your team's week ends early",
      message:
        "Your team asks for this week's hours and weekly summary by the end of Friday 11/27/2026, midnight Pacific time: a day before the week closes.",
    });
    expect(await noticeOf(await onTeam(await t.signedIn('Manager')))).toMatchObject({
      kind: 'reminder',
      deadline: FRIDAY_END,
      title: "Reminder: your team's week",
    });
  });

  it('gives none to Owners, Administrators and Mentors, to people off a team or on an inactive one', async () => {
    for (const role of ['Owner', 'Administrator', 'Mentor'] as const)
      expect(await noticeOf(await onTeam(await t.signedIn(role))), role).toEqual(none);
    expect(await noticeOf(await t.signedIn('Volunteer'))).toEqual(none);
    expect(await noticeOf(await onTeam(await t.signedIn('Volunteer'), false))).toEqual(none);
  });

  it('gives none before Thursday midnight Pacific', async () => {
    const volunteer = await onTeam(await t.signedIn('Volunteer'));
    clock.set('2026-11-26T07:59:59.000Z');
    expect(await noticeOf(volunteer)).toEqual(none);
  });

  it('is for signed-in callers only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/teamweeknotice' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/dashboard/teamweeknotice/dismissal', () => {
  it('hides the notice until the next Thursday midnight, for the caller only', async () => {
    const volunteer = await onTeam(await t.signedIn('Volunteer'));
    const other = await onTeam(await t.signedIn('Volunteer'));
    const res = await call(volunteer, 'PUT', '/api/dashboard/teamweeknotice/dismissal');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(none);
    expect(await noticeOf(volunteer)).toEqual(none);
    expect((await noticeOf(other)).kind).toBe('earlyDeadline');

    clock.set('2026-12-03T07:59:59.000Z');
    expect(await noticeOf(volunteer)).toEqual(none);
    clock.set('2026-12-03T08:00:00.000Z');
    expect(await noticeOf(volunteer)).toMatchObject({
      kind: 'earlyDeadline',
      deadline: '2026-12-05T07:59:59.999Z',
    });
  });

  it('answers ten dismissals at once alike and keeps one record', async () => {
    const volunteer = await onTeam(await t.signedIn('Volunteer'));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(volunteer, 'PUT', '/api/dashboard/teamweeknotice/dismissal')),
    );
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`))).toEqual(
      new Set([`200 ${JSON.stringify(none)}`]),
    );
    expect(await noticeOf(volunteer)).toEqual(none);
  });

  it('ignores a body and refuses the signed out', async () => {
    const volunteer = await onTeam(await t.signedIn('Volunteer'));
    const res = await call(volunteer, 'PUT', '/api/dashboard/teamweeknotice/dismissal', { userId: 'x' });
    expect(res.statusCode).toBeLessThan(500);
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/dashboard/teamweeknotice/dismissal' });
    expect(anonymous.statusCode).toBe(401);
  });
});
