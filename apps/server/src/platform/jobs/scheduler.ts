import { PACIFIC_TZ, systemClock, type Clock } from '@hgn/domain/time';
import { Cron } from 'croner';
import { and, eq } from 'drizzle-orm';
import type { BaseLogger } from 'pino';
import type { SqlRunner } from '../db/client.js';
import { jobRuns } from './job-runs.table.js';

export type JobContext = {
  /** The claimed period: the scheduled firing as Pacific wall-clock time, 'YYYY-MM-DDTHH:mm'. */
  period: string;
  /** The scheduled firing this run stands for. */
  scheduledAt: Date;
  /** When the run started (or the instant given to runNow). */
  now: Date;
};

export type JobDefinition = {
  name: string;
  /** A cron expression read in America/Los_Angeles, e.g. '0 0 * * 0' for Sunday midnight Pacific. */
  cron: string;
  run: (ctx: JobContext) => Promise<void>;
};

/** What one scheduler made of a firing: it ran the job, or another one (or an earlier start) had claimed the period. */
export type JobOutcome = 'succeeded' | 'failed' | 'claimedElsewhere';

export type Scheduler = {
  register(job: JobDefinition): void;
  start(): void;
  /** Stops firing and waits for runs under way. */
  stop(): Promise<void>;
  /** Runs the period that `now` falls in (the latest firing at or before it), if nobody claimed it yet. */
  runNow(name: string, now?: Date): Promise<JobOutcome>;
};

export type SchedulerLog = Pick<BaseLogger, 'info' | 'error'>;

const MAX_ERROR_LENGTH = 2_000;

const pacificMinute = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The period key of a firing: its Pacific wall-clock minute. Keys follow the organisation's calendar
 * across DST changes; the hour repeated when clocks go back is one period, so a job firing in it
 * runs once.
 */
export function periodKey(scheduledAt: Date): string {
  const part = Object.fromEntries(pacificMinute.formatToParts(scheduledAt).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

type Registered = JobDefinition & { pattern: Cron; live: Cron | undefined };

/**
 * Every server runs a scheduler; the primary key of job_runs(job, period) lets exactly one of them
 * claim each firing. A claim is never released: a run cut short by a crash stays 'running' and the
 * period is not repeated, because most jobs here (blue squares, e-mails) must not happen twice.
 */
export function createScheduler({
  db,
  log,
  clock = systemClock,
}: {
  db: SqlRunner;
  log: SchedulerLog;
  clock?: Clock;
}): Scheduler {
  const jobs = new Map<string, Registered>();
  const inFlight = new Set<Promise<JobOutcome>>();
  let started = false;

  async function claim(job: string, period: string, startedAt: Date): Promise<boolean> {
    const claimed = await db
      .insert(jobRuns)
      .values({ job, period, startedAt })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    return claimed.length > 0;
  }

  async function finish(job: string, period: string, status: 'succeeded' | 'failed', error: string | null) {
    await db
      .update(jobRuns)
      .set({ status, error, finishedAt: clock.now() })
      .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
  }

  async function runPeriod(job: Registered, now: Date): Promise<JobOutcome> {
    // The latest firing at or before now: a timer that fires late still names its own period.
    const scheduledAt = job.pattern.previousRuns(1, new Date(now.getTime() + 1))[0] ?? now;
    const period = periodKey(scheduledAt);
    if (!(await claim(job.name, period, now))) return 'claimedElsewhere';
    try {
      await job.run({ period, scheduledAt, now });
      await finish(job.name, period, 'succeeded', null);
      log.info({ job: job.name, period }, 'job succeeded');
      return 'succeeded';
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);
      await finish(job.name, period, 'failed', error);
      log.error({ job: job.name, period, error }, 'job failed');
      return 'failed';
    }
  }

  function track(outcome: Promise<JobOutcome>): Promise<JobOutcome> {
    inFlight.add(outcome);
    return outcome.finally(() => inFlight.delete(outcome));
  }

  async function fire(job: Registered): Promise<void> {
    await track(runPeriod(job, clock.now())).catch((err: unknown) =>
      log.error(
        { job: job.name, error: err instanceof Error ? err.message : String(err) },
        'job run could not be claimed or recorded',
      ),
    );
  }

  // protect: a run still going when the next firing comes is not doubled in this process either.
  const schedule = (job: Registered) =>
    (job.live = new Cron(job.cron, { timezone: PACIFIC_TZ, protect: true, unref: true }, () => fire(job)));

  return {
    register(definition) {
      if (jobs.has(definition.name)) throw new Error(`job ${definition.name} is registered twice`);
      // Parsing here makes a bad expression fail at start-up rather than at its first firing.
      const pattern = new Cron(definition.cron, { timezone: PACIFIC_TZ, paused: true });
      const job: Registered = { ...definition, pattern, live: undefined };
      jobs.set(definition.name, job);
      if (started) schedule(job);
    },
    start() {
      if (started) return;
      started = true;
      for (const job of jobs.values()) schedule(job);
    },
    async stop() {
      started = false;
      for (const job of jobs.values()) {
        job.live?.stop();
        job.live = undefined;
      }
      await Promise.allSettled([...inFlight]);
    },
    runNow(name, now = clock.now()) {
      const job = jobs.get(name);
      if (!job) return Promise.reject(new Error(`no job named ${name}`));
      return track(runPeriod(job, now));
    },
  };
}
