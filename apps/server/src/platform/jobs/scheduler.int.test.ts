import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { connectProductDatabase } from '../../db.js';
import { jobRuns } from './job-runs.table.js';
import { createScheduler, type JobContext, type Scheduler, type SchedulerLog } from './scheduler.js';

const quiet: SchedulerLog = { info: () => undefined, error: () => undefined };

const database = await createTestDatabase();
const { db } = database;
const other = connectProductDatabase(database.url, { max: 2 });

const schedulers: Scheduler[] = [];
function scheduler(on = db) {
  const created = createScheduler({ db: on, log: quiet });
  schedulers.push(created);
  return created;
}

afterAll(async () => {
  await Promise.all(schedulers.map((s) => s.stop()));
  await other.close();
});

beforeEach(async () => {
  await db.delete(jobRuns);
});

const runsOf = (job: string) =>
  db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(asc(jobRuns.period));

describe('the job scheduler', () => {
  it('lets only one of two schedulers on the same database run a period', async () => {
    const calls: string[] = [];
    const job = {
      name: 'weeklyClose',
      description: 'A test job',
      cron: '0 0 * * 0',
      run: async ({ period }: JobContext) => {
        calls.push(period);
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
    const first = scheduler();
    const second = scheduler(other.db);
    first.register(job);
    second.register(job);

    // Sunday 00:00:02 PDT, a moment after the firing.
    const now = new Date('2026-03-15T07:00:02Z');
    const outcomes = await Promise.all([first.runNow('weeklyClose', now), second.runNow('weeklyClose', now)]);

    expect(outcomes.sort()).toEqual(['claimedElsewhere', 'succeeded']);
    expect(calls).toEqual(['2026-03-15']);
    expect(await first.runNow('weeklyClose', new Date('2026-03-18T12:00:00Z'))).toBe('claimedElsewhere');
    const [run] = await runsOf('weeklyClose');
    expect(run).toMatchObject({ period: '2026-03-15', status: 'succeeded', error: null });
    expect(run!.finishedAt).toBeInstanceOf(Date);
  });

  it('records a failed run with its error and runs the next period afresh', async () => {
    const s = scheduler();
    let failing = true;
    s.register({
      name: 'summaryReminder',
      description: 'A test job',
      cron: '0 9 * * 5',
      run: async () => {
        if (failing) throw new Error('SMTP is on fire');
      },
    });

    expect(await s.runNow('summaryReminder', new Date('2026-03-06T17:30:00Z'))).toBe('failed');
    failing = false;
    // The same period is not repeated after a failure.
    expect(await s.runNow('summaryReminder', new Date('2026-03-06T18:00:00Z'))).toBe('claimedElsewhere');
    expect(await s.runNow('summaryReminder', new Date('2026-03-13T16:00:00Z'))).toBe('succeeded');

    const runs = await runsOf('summaryReminder');
    expect(runs.map((r) => [r.period, r.status, r.error])).toEqual([
      ['2026-03-06', 'failed', 'SMTP is on fire'],
      ['2026-03-13', 'succeeded', null],
    ]);
  });

  it('reads cron expressions in Pacific time across the DST weekends', async () => {
    const s = scheduler();
    const seen: JobContext[] = [];
    const record = async (ctx: JobContext) => {
      seen.push(ctx);
    };
    s.register({ name: 'sundayMidnight', description: 'A test job', cron: '0 0 * * 0', run: record });
    s.register({ name: 'dailyAtThree', description: 'A test job', cron: '0 3 * * *', run: record });

    // Saturday 23:59 PST: the last Sunday-midnight firing was a week earlier.
    await s.runNow('sundayMidnight', new Date('2026-03-08T07:59:00Z'));
    // Sunday 00:00 PST, the night the clocks spring forward.
    await s.runNow('sundayMidnight', new Date('2026-03-08T08:00:00Z'));
    // 03:00 PDT that morning is 10:00 UTC, an hour after 03:00 PST would have been.
    await s.runNow('dailyAtThree', new Date('2026-03-08T10:00:30Z'));
    // Sunday 00:00 PDT, the night the clocks fall back.
    await s.runNow('sundayMidnight', new Date('2026-11-01T07:00:00Z'));
    // 03:00 PST the next morning is 11:00 UTC.
    await s.runNow('dailyAtThree', new Date('2026-11-01T10:59:00Z'));
    await s.runNow('dailyAtThree', new Date('2026-11-01T11:00:00Z'));

    expect(seen.map((c) => c.period)).toEqual([
      '2026-03-01',
      '2026-03-08',
      '2026-03-08',
      '2026-11-01',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(seen[2]!.scheduledAt.toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(seen[5]!.scheduledAt.toISOString()).toBe('2026-11-01T11:00:00.000Z');
  });

  it('fires on its cron schedule, with two schedulers sharing each period', async () => {
    const runs: string[] = [];
    const job = {
      name: 'everySecond',
      description: 'A test job',
      cron: '* * * * * *',
      run: async ({ period }: JobContext) => {
        runs.push(period);
      },
    };
    const first = scheduler();
    const second = scheduler(other.db);
    first.register(job);
    second.register(job);
    first.start();
    second.start();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await Promise.all([first.stop(), second.stop()]);

    const recorded = await runsOf('everySecond');
    expect(runs.length).toBeGreaterThan(0);
    expect(recorded.map((r) => r.period)).toEqual([...runs].sort());
    expect(recorded.every((r) => r.status === 'succeeded')).toBe(true);
  });

  it('waits for a run under way when stopped', async () => {
    const s = scheduler();
    let finished = false;
    s.register({
      name: 'slow',
      description: 'A test job',
      cron: '0 0 * * *',
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        finished = true;
      },
    });
    void s.runNow('slow', new Date('2026-05-01T12:00:00Z'));
    await s.stop();
    expect(finished).toBe(true);
  });

  it('refuses a bad cron expression, a second job of the same name and an unknown job', async () => {
    const s = scheduler();
    expect(() =>
      s.register({
        name: 'bad',
        description: 'A test job',
        cron: 'every tuesday',
        run: async () => undefined,
      }),
    ).toThrow();
    s.register({ name: 'once', description: 'A test job', cron: '0 0 * * *', run: async () => undefined });
    expect(() =>
      s.register({ name: 'once', description: 'A test job', cron: '0 1 * * *', run: async () => undefined }),
    ).toThrow(/registered twice/);
    await expect(s.runNow('missing')).rejects.toThrow(/no job named missing/);
  });
});
