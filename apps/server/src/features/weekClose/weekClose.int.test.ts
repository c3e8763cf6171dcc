import type { JobRunJson, ScheduledJobJson } from '@hgn/domain/jobs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { jobRuns } from '../../platform/jobs/job-runs.table.js';
import { STALE_RUN_MS } from '../../platform/jobs/scheduler.js';
import { badgeCounts, badges, userBadges } from '../badges/badges.table.js';
import { blueSquareEmailCopies, blueSquareReasons } from '../blueSquares/blueSquareExtras.table.js';
import { blueSquares, retiredBlueSquares } from '../blueSquares/blueSquares.table.js';
import { notifications } from '../notifications/notifications.table.js';
import { projects } from '../projects/projects.table.js';
import { timeEntries } from '../timeEntries/timeEntries.table.js';
import { timeOffRequests } from '../timeOff/timeOff.table.js';
import { users } from '../users/users.table.js';
import { weeklySummaries } from '../weeklySummaries/weeklySummaries.table.js';
import { NEWCOMER_NOTICE, WEEK_CLOSE_BATCH } from './weekClose.service.js';
import { weekClosings } from './weekClose.table.js';

// Tuesday 1 December 2026 Pacific. Each test closes a week of its own, so that the people earlier
// tests made (who log nothing in later weeks) do not change what a test looks at.
const clock = fixedClock('2026-12-01T20:00:00.000Z');
const t = await createTestApp({ clock });
const db = t.database.db;

const SUMMARY = `<p>${Array.from({ length: 60 }, () => 'shelving').join(' ')}</p>`;
const noProgress = async () => undefined;

const hoursOn = async (personId: string, dateOfWork: string, hours: number, projectId?: string) =>
  db.insert(timeEntries).values({
    personId,
    dateOfWork,
    totalSeconds: Math.round(hours * 3600),
    isTangible: true,
    ...(projectId ? { projectId } : {}),
  });
const squaresOf = (userId: string) =>
  db.select().from(blueSquares).where(eq(blueSquares.userId, userId)).orderBy(blueSquares.createdAt);
const mailsTo = (email: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(sql`${email} = any(${emailOutbox.to})`);
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

describe('closing a week (Sunday 00:00 Pacific)', () => {
  it('gives the blue squares of server-rules 4.1 with their descriptions and keeps the figures', async () => {
    // The week of Sunday 8 November 2026 (it holds the night the clocks fall back), closed on the 15th.
    const met = await t.createUser({
      startDate: '2025-01-01',
      weeklyCommittedHours: 5,
      getWeeklyReport: true,
    });
    await hoursOn(met.id, '2026-11-09', 6);
    await db.insert(weeklySummaries).values({ userId: met.id, weekStart: '2026-11-08', summary: SUMMARY });
    const short = await t.createUser({
      startDate: '2025-01-01',
      weeklyCommittedHours: 10,
      personalBestMaxHrs: 20,
    });
    await hoursOn(short.id, '2026-11-14', 4.5);
    const silent = await t.createUser({ startDate: '2025-01-01', weeklyCommittedHours: 10 });
    await hoursOn(silent.id, '2026-11-10', 12);
    const newcomer = await t.createUser({ startDate: '2026-11-11', weeklyCommittedHours: 10 });
    const away = await t.createUser({ startDate: '2025-01-01' });
    await db.insert(timeOffRequests).values({
      userId: away.id,
      startingDate: '2026-11-08',
      endingDate: '2026-11-14',
      durationWeeks: 1,
      reason: 'Harvest festival',
    });
    const notRequired = await t.createUser({
      startDate: '2025-01-01',
      weeklySummaryNotReq: true,
      weeklyCommittedHours: 1,
    });
    await hoursOn(notRequired.id, '2026-11-12', 1);
    const core = await t.createUser({ role: 'Core Team', startDate: '2025-01-01', missedHours: 2 });
    for (const date of ['2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01'])
      await db.insert(blueSquares).values({ userId: core.id, date, description: 'earlier' });
    await hoursOn(core.id, '2026-11-09', 9);
    await db.insert(weeklySummaries).values({ userId: core.id, weekStart: '2026-11-08', summary: SUMMARY });
    const old = await t.createUser({ startDate: '2024-01-01', weeklyCommittedHours: 0 });
    await db.insert(blueSquares).values({ userId: old.id, date: '2025-11-15', description: 'a year ago' });
    await db
      .insert(blueSquares)
      .values({ userId: old.id, date: '2025-11-16', description: 'within the year' });

    await t.services.weekClose.closeWeek('2026-11-15', noProgress);

    expect(await squaresOf(met.id)).toEqual([]);
    expect(await squaresOf(newcomer.id)).toEqual([]);
    expect(await squaresOf(notRequired.id)).toEqual([]);
    expect((await squaresOf(short.id)).map((s) => [s.date, s.reason, s.description])).toEqual([
      [
        '2026-11-15',
        'time not met',
        'System auto-assigned infringement for two reasons: not meeting weekly volunteer time commitment as well as not submitting a weekly summary. For the hours portion, you logged 4.50 hours against a committed effort of 10.00 hours in the week starting Sunday 11-8-2026 and ending Saturday 11-14-2026.',
      ],
    ]);
    expect((await squaresOf(silent.id)).map((s) => [s.reason, s.description])).toEqual([
      [
        'missing summary',
        'System auto-assigned infringement for not submitting a weekly summary for the week starting Sunday 11-8-2026 and ending Saturday 11-14-2026.',
      ],
    ]);
    expect((await squaresOf(away.id)).map((s) => s.description)).toEqual(['Harvest festival']);
    const coreSquares = await squaresOf(core.id);
    expect(coreSquares).toHaveLength(6);
    expect(coreSquares[5]!.description).toBe(
      'System auto-assigned infringement for not meeting weekly volunteer time commitment. In the week starting Sunday 11-8-2026 and ending Saturday 11-14-2026, you logged 9.00 hours against a committed effort of 10.00 hours + 2.00 hours owed for last week + 1.00 hours owed for this being your 6th blue square. So you should have completed 13.00 hours and you completed 9.00 hours.',
    );
    // Owed: 2 + 10 - 9 = 3, and one more for the sixth square of the year.
    expect((await userRow(core.id)).missedHours).toBe(4);

    // The best week only grows; each square is e-mailed to its volunteer.
    expect((await userRow(short.id)).personalBestMaxHrs).toBe(20);
    expect((await userRow(silent.id)).personalBestMaxHrs).toBe(12);
    expect(await mailsTo(short.email)).toHaveLength(1);
    expect((await mailsTo(short.email))[0]!.subject).toBe('New Infringement Assigned');
    // The e-mail counts the square among the year's and lists the other five.
    const [coreMail] = await mailsTo(core.email);
    expect(coreMail!.text).toContain('This is your 6 blue square of 5.');
    expect(coreMail!.text).toContain('06/01/2026: earlier');
    expect(coreMail!.text.match(/: earlier$/gm)).toHaveLength(5);
    expect((await mailsTo(short.email))[0]!.text).not.toContain('Your other blue squares');
    // Who met the week gets no square; only the weekly summaries e-mail they chose to receive.
    expect((await mailsTo(met.email)).map((mail) => mail.subject)).toEqual([
      'Weekly Summaries for all active users - week of 11/08/2026',
    ]);

    // The time off that ended with the week is gone; a square a year old is retired, not lost.
    expect(await db.select().from(timeOffRequests).where(eq(timeOffRequests.userId, away.id))).toEqual([]);
    expect((await squaresOf(old.id)).map((s) => s.description)).toContain('within the year');
    expect((await squaresOf(old.id)).map((s) => s.description)).not.toContain('a year ago');
    expect(
      (await db.select().from(retiredBlueSquares).where(eq(retiredBlueSquares.userId, old.id))).map(
        (s) => s.description,
      ),
    ).toEqual(['a year ago']);

    // One weekly summaries e-mail, to the organisation's inbox and the people chosen to receive it.
    const digests = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Weekly Summaries for all active users - week of 11/08/2026'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.to).toEqual([t.config.organisationInbox, met.email]);
    expect(digests[0]!.html).toContain('shelving');
  });

  it('gives badges by their rules, once', async () => {
    const food = (
      await db.insert(projects).values({ name: 'Garden beds', category: 'Food' }).returning()
    )[0]!;
    const [hundred] = await db
      .insert(badges)
      .values({ name: '100 hours of food', type: 'Total Hrs in Category', category: 'Food', totalHrs: 100 })
      .returning();
    const [personalMax] = await db
      .insert(badges)
      .values({ name: 'Personal best', type: 'Personal Max' })
      .returning();
    const grower = await t.createUser({ startDate: '2025-01-01', weeklyCommittedHours: 10 });
    await hoursOn(grower.id, '2026-06-01', 95, food.id);
    await hoursOn(grower.id, '2026-11-16', 12, food.id);
    await db.insert(weeklySummaries).values({ userId: grower.id, weekStart: '2026-11-15', summary: SUMMARY });

    await t.services.weekClose.closeWeek('2026-11-22', noProgress);
    await t.services.weekClose.closeWeek('2026-11-22', noProgress);

    const held = await db.select().from(userBadges).where(eq(userBadges.userId, grower.id));
    expect(held.map((h) => [h.badgeId, h.count, h.earnedDates]).sort()).toEqual(
      [
        [hundred!.id, 1, ['Nov-22-26']],
        [personalMax!.id, 1, ['Nov-22-26']],
      ].sort(),
    );
    expect(await db.select().from(badgeCounts).where(eq(badgeCounts.userId, grower.id))).toEqual([
      { userId: grower.id, count: 2 },
    ]);
    const [closing] = await db
      .select()
      .from(weekClosings)
      .where(and(eq(weekClosings.userId, grower.id), eq(weekClosings.weekStart, '2026-11-15')));
    expect(closing).toMatchObject({ decision: 'none', badgesGiven: 2, hours: 12 });
    await db.delete(badges).where(inArray(badges.id, [hundred!.id, personalMax!.id]));
  });

  it('resumes a run that died half-way without doing anything twice', async () => {
    // More people than one batch, none of whom logged time: each gets one blue square.
    const many = await db
      .insert(users)
      .values(
        Array.from({ length: WEEK_CLOSE_BATCH + 40 }, (_, i) => ({
          email: `crowd-${i}@example.org`,
          firstName: 'Crowd',
          lastName: `Member ${i}`,
          passwordHash: 'not a hash',
          startDate: '2025-01-01',
        })),
      )
      .returning({ id: users.id, email: users.email });
    const period = '2026-10-04';
    // The first run closes one batch, then its process dies: its row stays 'running' and its heartbeat stops.
    await db
      .insert(jobRuns)
      .values({ job: 'week-close', period, heartbeatAt: new Date(clock.now().getTime() - STALE_RUN_MS - 1) });
    await expect(
      t.services.weekClose.closeWeek(period, async () => {
        throw new Error('the process died');
      }),
    ).rejects.toThrow('the process died');
    const closedFirst = await db.select().from(weekClosings).where(eq(weekClosings.weekStart, '2026-09-27'));
    expect(closedFirst.length).toBe(WEEK_CLOSE_BATCH);

    // The next scheduler to start takes the abandoned run over and runs it on.
    t.scheduler.start();
    await expect
      .poll(async () => (await db.select().from(jobRuns).where(eq(jobRuns.period, period)))[0]?.status, {
        timeout: 30_000,
      })
      .toBe('succeeded');
    await t.scheduler.stop();

    const [run] = await db.select().from(jobRuns).where(eq(jobRuns.period, period));
    expect(run).toMatchObject({ attempts: 2, progressDone: run!.progressTotal });
    const ids = many.map((m) => m.id);
    const squares = await db
      .select({ userId: blueSquares.userId, n: sql<number>`count(*)::int` })
      .from(blueSquares)
      .where(and(inArray(blueSquares.userId, ids), eq(blueSquares.date, period)))
      .groupBy(blueSquares.userId);
    expect(squares).toHaveLength(many.length);
    expect(squares.every((s) => s.n === 1)).toBe(true);
    const mails = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.to}[1] like 'crowd-%' and ${emailOutbox.subject} = 'New Infringement Assigned'`,
      );
    expect(mails[0]!.n).toBe(many.length);
    await db.update(users).set({ isActive: false }).where(inArray(users.id, ids));
  });

  it('sends the follow-ups of Sunday 04:00 once', async () => {
    const nearly = await t.createUser({ startDate: '2025-01-01', weeklyCommittedHours: 10 });
    await hoursOn(nearly.id, '2026-09-14', 9);
    await db.insert(weeklySummaries).values({ userId: nearly.id, weekStart: '2026-09-13', summary: SUMMARY });
    const noSummary = await t.createUser({ startDate: '2025-01-01', weeklyCommittedHours: 10 });
    await hoursOn(noSummary.id, '2026-09-14', 10);

    await t.services.weekClose.closeWeek('2026-09-20', noProgress);
    await t.services.weekClose.sendFollowUps('2026-09-20', noProgress);
    await t.services.weekClose.sendFollowUps('2026-09-20', noProgress);

    const followUps = async (email: string) =>
      (await mailsTo(email)).filter(
        (m) => m.subject === 'Re: New Infringement Assigned - Week of 09/13/2026',
      );
    expect(await followUps(nearly.email)).toHaveLength(1);
    expect((await followUps(nearly.email))[0]!.text).toContain('less than 15%');
    expect(await followUps(noSummary.email)).toHaveLength(1);
    expect((await followUps(noSummary.email))[0]!.text).toContain('"Last Week" tab');
  });
});

describe('GET and POST /api/jobruns', () => {
  it('lists the scheduled jobs for an Owner and refuses everyone else', async () => {
    const owner = await t.signedIn('Owner');
    const admin = await t.signedIn('Administrator');
    const res = await t.call(owner, 'GET', '/api/jobruns');
    expect(res.statusCode).toBe(200);
    const jobs = res.json<ScheduledJobJson[]>();
    expect(jobs.map((j) => j.name)).toEqual([
      'timer-week-close',
      'week-close',
      'week-follow-up',
      'user-lifecycle',
      'timer-auto-stop',
      'audit-retention',
    ]);
    expect(jobs.find((j) => j.name === 'week-close')).toMatchObject({ cron: '0 0 * * 0', resumable: true });
    expect((await t.call(admin, 'GET', '/api/jobruns')).statusCode).toBe(403);
    expect(
      (await t.call(admin, 'POST', '/api/jobruns/week-close', { period: '2026-11-29' })).statusCode,
    ).toBe(403);
  });

  it('tells a newcomer who met their hours but wrote no summary once, across a re-run', async () => {
    const owner = await t.signedIn('Owner');
    // The first active Owner by creation signs the notice.
    const [lead] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.role, 'Owner'), eq(users.isActive, true)))
      .orderBy(users.createdAt, users.id)
      .limit(1);
    // Started on the Wednesday of the week of Sunday 25 October 2026, closed on 1 November.
    const newcomer = await t.createUser({ startDate: '2026-10-28', weeklyCommittedHours: 5 });
    await hoursOn(newcomer.id, '2026-10-29', 6);
    const summarised = await t.createUser({ startDate: '2026-10-28', weeklyCommittedHours: 5 });
    await hoursOn(summarised.id, '2026-10-29', 6);
    await db
      .insert(weeklySummaries)
      .values({ userId: summarised.id, weekStart: '2026-10-25', summary: SUMMARY });
    const noticesOf = (userId: string) =>
      db.select().from(notifications).where(eq(notifications.recipientId, userId));
    const statusOf = async () =>
      (
        await db
          .select()
          .from(jobRuns)
          .where(and(eq(jobRuns.job, 'week-close'), eq(jobRuns.period, '2026-11-01')))
      )[0]?.status;

    for (let run = 0; run < 2; run += 1) {
      expect(
        (await t.call(owner, 'POST', '/api/jobruns/week-close', { period: '2026-11-01' })).statusCode,
      ).toBe(202);
      await expect.poll(statusOf, { timeout: 30_000 }).toBe('succeeded');
    }

    const notices = await noticesOf(newcomer.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      senderId: lead!.id,
      message: NEWCOMER_NOTICE,
      isSystemGenerated: true,
      isRead: false,
    });
    expect(await squaresOf(newcomer.id)).toEqual([]);
    expect(await noticesOf(summarised.id)).toEqual([]);
    // The newcomer reads it in the header, signed by that Owner.
    const token = await t.signIn(newcomer.email);
    const unread = await t.call(
      { headers: { authorization: token } },
      'GET',
      `/api/notification/unread/user/${newcomer.id}`,
    );
    expect(unread.json()).toEqual([
      expect.objectContaining({
        message: NEWCOMER_NOTICE,
        sender: { firstName: lead!.firstName, lastName: lead!.lastName },
        isSystemGenerated: true,
      }),
    ]);
  });

  it('runs a period again once, with nothing doubled, and refuses bad periods', async () => {
    const owner = await t.signedIn('Owner');
    const idle = await t.createUser({ startDate: '2025-01-01' });
    const rerun = (period: string, job = 'week-close') =>
      t.call(owner, 'POST', `/api/jobruns/${job}`, { period });

    const first = await Promise.all(Array.from({ length: 10 }, () => rerun('2026-11-29')));
    // One starts the run; the others find it under way (or, had it already ended, run it again).
    expect(first.filter((r) => r.statusCode === 202).length).toBeGreaterThanOrEqual(1);
    expect(first.every((r) => r.statusCode === 202 || r.statusCode === 409)).toBe(true);
    expect(first.find((r) => r.statusCode === 202)!.json<JobRunJson>()).toMatchObject({
      job: 'week-close',
      period: '2026-11-29',
      status: 'running',
    });
    const statusOf = async () =>
      (
        await db
          .select()
          .from(jobRuns)
          .where(and(eq(jobRuns.job, 'week-close'), eq(jobRuns.period, '2026-11-29')))
      )[0]?.status;
    await expect.poll(statusOf, { timeout: 30_000 }).toBe('succeeded');
    expect((await rerun('2026-11-29')).statusCode).toBe(202);
    await expect.poll(statusOf, { timeout: 30_000 }).toBe('succeeded');

    expect((await squaresOf(idle.id)).filter((s) => s.date === '2026-11-29')).toHaveLength(1);
    const listed = (await t.call(owner, 'GET', '/api/jobruns')).json<ScheduledJobJson[]>();
    const latest = listed.find((j) => j.name === 'week-close')!.runs[0]!;
    expect(latest).toMatchObject({ period: '2026-11-29', status: 'succeeded' });
    expect(latest.attempts).toBeGreaterThanOrEqual(2);
    // The summaries e-mail of the first run is kept in the counts; the re-run queued none.
    expect(latest.counts.summariesEmails).toBe(1);

    expect((await rerun('2026-11-30')).json()).toMatchObject({ code: 'JOB_PERIOD_INVALID' });
    expect((await rerun('2026-12-06')).json()).toMatchObject({ code: 'JOB_PERIOD_IN_FUTURE' });
    expect((await rerun('2026-11-28', 'timer-week-close')).json()).toMatchObject({
      code: 'JOB_NOT_RERUNNABLE',
    });
    expect((await rerun('2026-11-29', 'no-such-job')).statusCode).toBe(404);
    expect((await rerun('next sunday')).statusCode).toBe(400);
    expect((await rerun('2026-13-45')).statusCode).toBe(400);
  });
});

describe('the week close with scheduled reasons and the e-mail copies list', () => {
  it('describes the blue square with the reason scheduled for its Sunday and copies its e-mail to the active listed people', async () => {
    const keeper = await t.createUser({ role: 'Administrator' });
    const leaver = await t.createUser({ role: 'Manager' });
    await db.insert(blueSquareEmailCopies).values([
      { email: keeper.email, assignedTo: keeper.id },
      { email: leaver.email, assignedTo: leaver.id },
    ]);
    await t.call(await t.signedIn('Owner'), 'PATCH', `/api/userProfile/${leaver.id}`, {
      action: 'DEACTIVATE',
      endDate: '2026-11-20',
    });
    const away = await t.createUser({ startDate: '2025-01-01', weeklyCommittedHours: 10 });
    // Returning on Sunday 29 November: the week of the 22nd closes that midnight.
    await db.insert(blueSquareReasons).values([
      { userId: away.id, date: '2026-11-29', reason: 'Moving house' },
      { userId: away.id, date: '2026-12-06', reason: 'A later week' },
    ]);
    const absent = await t.createUser({ startDate: '2025-01-01', weeklyCommittedHours: 10 });
    // Met the hours without a summary: the Sunday 04:00 follow-up goes to them.
    const silent = await t.createUser({ startDate: '2025-01-01', weeklyCommittedHours: 2 });
    await db
      .insert(timeEntries)
      .values({ personId: silent.id, dateOfWork: '2026-11-24', totalSeconds: 3 * 3600, isTangible: true });

    await t.services.weekClose.closeWeek('2026-11-29', noProgress);

    expect((await squaresOf(away.id)).map((s) => [s.date, s.description])).toEqual([
      ['2026-11-29', 'Moving house'],
    ]);
    expect((await squaresOf(absent.id))[0]!.description).toMatch(/^System auto-assigned infringement/);
    for (const person of [away, absent, silent]) {
      const [mail] = await mailsTo(person.email);
      expect(mail!.subject).toBe('New Infringement Assigned');
      expect(mail!.bcc).toEqual([keeper.email]);
    }

    await t.services.weekClose.sendFollowUps('2026-11-29', noProgress);
    const followUps = (await mailsTo(silent.email)).filter((mail) => mail.subject.startsWith('Re: '));
    expect(followUps.map((mail) => mail.bcc)).toEqual([[keeper.email]]);
  });

  it('copies a blue square given by hand to the listed people too', async () => {
    const owner = await t.signedIn('Owner');
    const keeper = await t.createUser();
    await t.call(owner, 'POST', '/api/AssignBlueSquareEmail', { email: keeper.email });
    const volunteer = await t.createUser();
    const res = await t.call(owner, 'POST', `/api/userprofile/${volunteer.id}/addInfringement`, {
      blueSquare: { date: '2026-11-30', description: 'Missed the call' },
    });
    expect(res.statusCode).toBe(200);
    expect((await mailsTo(volunteer.email))[0]!.bcc).toContain(keeper.email);
  });
});
