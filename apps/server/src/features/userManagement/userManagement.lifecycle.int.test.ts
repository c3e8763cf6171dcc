import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { createScheduler } from '../../platform/jobs/scheduler.js';
import { users } from '../users/users.table.js';
import { userLifecycleJob } from './userManagement.jobs.js';

// The job runs on its own clock: Tuesday 10 March 2026, 00:05 Pacific (07:05 UTC in standard time).
const RUN_AT = new Date('2026-03-10T07:05:00Z');
const t = await createTestApp({ clock: fixedClock(RUN_AT) });
const { db } = t.database;
const lifecycle = t.services.userManagement;

beforeEach(async () => {
  await db.delete(emailOutbox);
});

const rowOf = async (userId: string) => (await db.select().from(users).where(eq(users.id, userId)))[0]!;
const subjects = async () =>
  (await db.select({ subject: emailOutbox.subject }).from(emailOutbox)).map((m) => m.subject);

describe('the daily user lifecycle', () => {
  it('reactivates paused users whose return day has come, and only them', async () => {
    const due = await t.createUser({
      isActive: false,
      inactiveReason: 'Paused',
      reactivationDate: '2026-03-10',
    });
    const missed = await t.createUser({
      isActive: false,
      inactiveReason: 'Paused',
      reactivationDate: '2026-03-08',
    });
    const later = await t.createUser({
      isActive: false,
      inactiveReason: 'Paused',
      reactivationDate: '2026-03-11',
    });
    const separated = await t.createUser({
      isActive: false,
      inactiveReason: 'Separated',
      reactivationDate: '2026-03-01',
    });

    const report = await lifecycle.runDailyLifecycle(RUN_AT);
    expect(report.reactivated).toBe(2);
    expect(await rowOf(due.id)).toMatchObject({
      isActive: true,
      inactiveReason: null,
      reactivationDate: null,
    });
    expect((await rowOf(missed.id)).isActive).toBe(true);
    expect((await rowOf(later.id)).isActive).toBe(false);
    expect((await rowOf(separated.id)).isActive).toBe(false);
    expect((await subjects()).filter((s) => s.endsWith('is active again'))).toHaveLength(2);
  });

  it('sends "Upcoming final day" once, from three weeks before the final day', async () => {
    const inWindow = await t.createUser({
      firstName: 'Wendy',
      lastName: 'Window',
      inactiveReason: 'ScheduledSeparation',
      isFinalDaySet: true,
      endDate: '2026-03-31',
    });
    const tooFar = await t.createUser({
      inactiveReason: 'ScheduledSeparation',
      isFinalDaySet: true,
      endDate: '2026-04-01',
    });

    expect((await lifecycle.runDailyLifecycle(RUN_AT)).noticesSent).toBe(1);
    expect(await subjects()).toEqual(['Upcoming final day: Wendy Window']);
    expect(await rowOf(inWindow.id)).toMatchObject({ finalDayNoticeSent: true, isActive: true });
    expect((await rowOf(tooFar.id)).finalDayNoticeSent).toBe(false);

    // The next day: the notice is not repeated, and the later user's window opens.
    expect((await lifecycle.runDailyLifecycle(new Date('2026-03-11T07:05:00Z'))).noticesSent).toBe(1);
    expect((await subjects()).filter((s) => s.startsWith('Upcoming final day'))).toHaveLength(2);
  });

  it('separates users the day after their final day', async () => {
    const finishing = await t.createUser({
      inactiveReason: 'ScheduledSeparation',
      isFinalDaySet: true,
      endDate: '2026-03-10',
    });
    const finished = await t.createUser({
      inactiveReason: 'ScheduledSeparation',
      isFinalDaySet: true,
      endDate: '2026-03-09',
    });

    expect((await lifecycle.runDailyLifecycle(RUN_AT)).separated).toBe(1);
    expect(await rowOf(finished.id)).toMatchObject({
      isActive: false,
      inactiveReason: 'Separated',
      endDate: '2026-03-09',
    });
    expect(await rowOf(finishing.id)).toMatchObject({
      isActive: true,
      inactiveReason: 'ScheduledSeparation',
    });
    expect((await subjects()).some((s) => s.endsWith('has been deactivated'))).toBe(true);
  });

  it('is a scheduled job that runs once per day', async () => {
    const scheduler = createScheduler({
      db,
      log: { info: () => undefined, error: () => undefined },
      clock: t.clock,
    });
    scheduler.register(userLifecycleJob(lifecycle));
    const paused = await t.createUser({
      isActive: false,
      inactiveReason: 'Paused',
      reactivationDate: '2026-03-12',
    });
    const at = new Date('2026-03-12T08:00:00Z');
    expect(await scheduler.runNow('user-lifecycle', at)).toBe('succeeded');
    expect(await scheduler.runNow('user-lifecycle', at)).toBe('claimedElsewhere');
    expect((await rowOf(paused.id)).isActive).toBe(true);
    const [run] = await db
      .execute<{ period: string }>(sql`select period from job_runs where job = 'user-lifecycle'`)
      .then((r) => r.rows);
    expect(run?.period).toBe('2026-03-12');
  });
});
