import { isISODate, PACIFIC_TZ, startOfPacificDay, systemClock, type Clock } from '@hgn/domain/time';
import { Cron } from 'croner';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { BaseLogger } from 'pino';
import type { SqlRunner } from '../db/client.js';
import { jobRuns, type JobRunRow } from './job-runs.table.js';

/** What a run reports as it goes: how far it is and what it has written, by name. */
export type JobProgress = (report: {
  done: number;
  total: number;
  counts: Record<string, number>;
}) => Promise<void>;

export type JobContext = {
  /**
   * The claimed period, named by the scheduled firing's Pacific wall clock: its day ('YYYY-MM-DD') for
   * a job that fires at most once a day, its minute ('YYYY-MM-DDTHH:mm') for one that fires more often.
   */
  period: string;
  /** The scheduled firing this run stands for. */
  scheduledAt: Date;
  /** When the run started (or the instant given to runNow). */
  now: Date;
  /** Records progress in the run's row; the Jobs page shows it. */
  progress: JobProgress;
};

export type JobDefinition = {
  name: string;
  /** What the job does, for the Jobs page. */
  description: string;
  /** A cron expression read in America/Los_Angeles, e.g. '0 0 * * 0' for Sunday midnight Pacific. */
  cron: string;
  /**
   * The run can be repeated for its period without doing anything twice (it records what it did as it
   * goes): a run cut short is resumed, and an Owner may run a period again.
   */
  resumable?: boolean;
  run: (ctx: JobContext) => Promise<void>;
};

/** What one scheduler made of a firing: it ran the job, or another one (or an earlier start) had claimed the period. */
export type JobOutcome = 'succeeded' | 'failed' | 'claimedElsewhere';

/** Why a period cannot be run again now. */
export type RerunRefusal = 'unknownJob' | 'notResumable' | 'notAFiring' | 'inFuture' | 'running';

export type JobSummary = {
  name: string;
  description: string;
  cron: string;
  resumable: boolean;
  nextRunAt: Date | null;
  runs: JobRunRow[];
};

export type Scheduler = {
  register(job: JobDefinition): void;
  start(): void;
  /** Stops firing and waits for runs under way. */
  stop(): Promise<void>;
  /** Runs the period that `now` falls in (the latest firing at or before it), if nobody claimed it yet. */
  runNow(name: string, now?: Date): Promise<JobOutcome>;
  /**
   * Runs a period of a resumable job again, in the background; `done` settles when it ends. Refused
   * while the period runs elsewhere, for a period that is not one of the job's firings, or one to come.
   */
  rerun(
    name: string,
    period: string,
  ): Promise<{ refused: RerunRefusal } | { run: JobRunRow; done: Promise<JobOutcome> }>;
  /** Each registered job with its latest runs, newest first. */
  list(runsPerJob: number): Promise<JobSummary[]>;
};

export type SchedulerLog = Pick<BaseLogger, 'info' | 'error'>;

const MAX_ERROR_LENGTH = 2_000;
/** A running run renews its heartbeat this often... */
const HEARTBEAT_MS = 15_000;
/** ...so one whose heartbeat is older than this belongs to a process that is gone. */
export const STALE_RUN_MS = 90_000;

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
 * The period key of a firing: its Pacific wall-clock minute, or its day for a job that fires at most
 * once a day. Keys follow the organisation's calendar across DST changes; the hour repeated when
 * clocks go back is one period, so a job firing in it runs once.
 */
export function periodKey(scheduledAt: Date, byDay = false): string {
  const part = Object.fromEntries(pacificMinute.formatToParts(scheduledAt).map((p) => [p.type, p.value]));
  const day = `${part.year}-${part.month}-${part.day}`;
  return byDay ? day : `${day}T${part.hour}:${part.minute}`;
}

/** A cron expression whose minute and hour are single numbers fires at most once a day. */
const firesDaily = (cron: string): boolean => {
  const fields = cron.trim().split(/\s+/);
  // Six fields start with the seconds.
  const [second = '0', minute = '', hour = ''] = fields.length === 6 ? fields : ['0', ...fields];
  return [second, minute, hour].every((field) => /^\d+$/.test(field));
};

const PERIOD_PATTERN = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}))?$/;

type Registered = JobDefinition & { pattern: Cron; live: Cron | undefined; byDay: boolean };

/**
 * Every server runs a scheduler; the primary key of job_runs(job, period) lets exactly one of them
 * claim each firing. A claim is not released: a job that is not resumable runs once per period even
 * when a crash cut it short, because its effects (a paused timer, an e-mail) must not happen twice.
 * A resumable job's run that stopped renewing its heartbeat is taken over by the next scheduler
 * that starts or fires it, and runs on from where the first left off.
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

  const where = (job: string, period: string) => and(eq(jobRuns.job, job), eq(jobRuns.period, period));

  async function claim(job: string, period: string, startedAt: Date): Promise<boolean> {
    const claimed = await db
      .insert(jobRuns)
      .values({ job, period, startedAt, heartbeatAt: startedAt })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    return claimed.length > 0;
  }

  /** Takes over a period whose run ended, or whose heartbeat stopped; false while it is alive. */
  async function reclaim(job: string, period: string, now: Date, onlyStale: boolean): Promise<boolean> {
    const stale = and(
      eq(jobRuns.status, 'running'),
      lt(jobRuns.heartbeatAt, new Date(now.getTime() - STALE_RUN_MS)),
    );
    const taken = await db
      .update(jobRuns)
      .set({
        status: 'running',
        error: null,
        startedAt: now,
        finishedAt: null,
        heartbeatAt: now,
        attempts: sql`${jobRuns.attempts} + 1`,
      })
      .where(and(where(job, period), onlyStale ? stale : or(stale, sql`${jobRuns.status} <> 'running'`)))
      .returning({ job: jobRuns.job });
    return taken.length > 0;
  }

  async function finish(job: string, period: string, status: 'succeeded' | 'failed', error: string | null) {
    await db.update(jobRuns).set({ status, error, finishedAt: clock.now() }).where(where(job, period));
  }

  /** Runs a claimed period, renewing its heartbeat until it ends. */
  async function execute(job: Registered, period: string, scheduledAt: Date, now: Date): Promise<JobOutcome> {
    const beat = setInterval(() => {
      db.update(jobRuns)
        .set({ heartbeatAt: clock.now() })
        .where(where(job.name, period))
        .catch((err: unknown) => log.error({ job: job.name, period, err }, 'job heartbeat failed'));
    }, HEARTBEAT_MS);
    beat.unref();
    const progress: JobProgress = async ({ done, total, counts }) => {
      await db
        .update(jobRuns)
        .set({
          progressDone: done,
          progressTotal: total,
          counts: sql`${jobRuns.counts} || ${JSON.stringify(counts)}::jsonb`,
          heartbeatAt: clock.now(),
        })
        .where(where(job.name, period));
      log.info({ job: job.name, period, done, total, counts }, 'job progress');
    };
    try {
      await job.run({ period, scheduledAt, now, progress });
      await finish(job.name, period, 'succeeded', null);
      log.info({ job: job.name, period }, 'job succeeded');
      return 'succeeded';
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);
      await finish(job.name, period, 'failed', error);
      log.error({ job: job.name, period, error }, 'job failed');
      return 'failed';
    } finally {
      clearInterval(beat);
    }
  }

  /** The scheduled firing a period names, or null when the job does not fire then. */
  function firingOf(job: Registered, period: string): Date | null {
    const match = PERIOD_PATTERN.exec(period);
    if (!match?.[1] || !isISODate(match[1]) || (match[2] === undefined) !== job.byDay) return null;
    const dayStart = startOfPacificDay(match[1]);
    // The day's firings; the one whose key is the period.
    const dayEnd = new Date(dayStart.getTime() + 26 * 3_600_000);
    for (
      let at = job.pattern.nextRun(new Date(dayStart.getTime() - 1));
      at && at < dayEnd;
      at = job.pattern.nextRun(at)
    )
      if (periodKey(at, job.byDay) === period) return at;
    return null;
  }

  async function runPeriod(job: Registered, now: Date): Promise<JobOutcome> {
    // The latest firing at or before now: a timer that fires late still names its own period.
    const scheduledAt = job.pattern.previousRuns(1, new Date(now.getTime() + 1))[0] ?? now;
    const period = periodKey(scheduledAt, job.byDay);
    if (!(await claim(job.name, period, now))) return 'claimedElsewhere';
    return execute(job, period, scheduledAt, now);
  }

  function track(outcome: Promise<JobOutcome>): Promise<JobOutcome> {
    inFlight.add(outcome);
    return outcome.finally(() => inFlight.delete(outcome));
  }

  /** Takes over the job's runs whose process died, and runs them on. */
  async function resumeAbandoned(job: Registered): Promise<void> {
    if (!job.resumable) return;
    const now = clock.now();
    const abandoned = await db
      .select({ period: jobRuns.period })
      .from(jobRuns)
      .where(
        and(
          eq(jobRuns.job, job.name),
          eq(jobRuns.status, 'running'),
          lt(jobRuns.heartbeatAt, new Date(now.getTime() - STALE_RUN_MS)),
        ),
      );
    for (const { period } of abandoned) {
      const scheduledAt = firingOf(job, period);
      if (!scheduledAt || !(await reclaim(job.name, period, now, true))) continue;
      log.info({ job: job.name, period }, 'job resumed');
      await track(execute(job, period, scheduledAt, now));
    }
  }

  const logFailure = (job: string) => (err: unknown) =>
    log.error(
      { job, error: err instanceof Error ? err.message : String(err) },
      'job run could not be claimed or recorded',
    );

  async function fire(job: Registered): Promise<void> {
    await resumeAbandoned(job).catch(logFailure(job.name));
    await track(runPeriod(job, clock.now())).catch(logFailure(job.name));
  }

  // protect: a run still going when the next firing comes is not doubled in this process either.
  const schedule = (job: Registered) =>
    (job.live = new Cron(job.cron, { timezone: PACIFIC_TZ, protect: true, unref: true }, () => fire(job)));

  return {
    register(definition) {
      if (jobs.has(definition.name)) throw new Error(`job ${definition.name} is registered twice`);
      // Parsing here makes a bad expression fail at start-up rather than at its first firing.
      const pattern = new Cron(definition.cron, { timezone: PACIFIC_TZ, paused: true });
      const job: Registered = { ...definition, pattern, live: undefined, byDay: firesDaily(definition.cron) };
      jobs.set(definition.name, job);
      if (started) schedule(job);
    },
    start() {
      if (started) return;
      started = true;
      for (const job of jobs.values()) {
        schedule(job);
        void resumeAbandoned(job).catch(logFailure(job.name));
      }
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
    async rerun(name, period) {
      const job = jobs.get(name);
      if (!job) return { refused: 'unknownJob' };
      if (!job.resumable) return { refused: 'notResumable' };
      const scheduledAt = firingOf(job, period);
      if (!scheduledAt) return { refused: 'notAFiring' };
      const now = clock.now();
      if (scheduledAt > now) return { refused: 'inFuture' };
      if (!(await claim(job.name, period, now)) && !(await reclaim(job.name, period, now, false)))
        return { refused: 'running' };
      const [run] = await db.select().from(jobRuns).where(where(job.name, period));
      if (!run) return { refused: 'running' };
      log.info({ job: job.name, period }, 'job run again');
      return { run, done: track(execute(job, period, scheduledAt, now)) };
    },
    async list(runsPerJob) {
      const summaries: JobSummary[] = [];
      for (const job of jobs.values()) {
        const runs = await db
          .select()
          .from(jobRuns)
          .where(eq(jobRuns.job, job.name))
          .orderBy(desc(jobRuns.startedAt), desc(jobRuns.period))
          .limit(runsPerJob);
        summaries.push({
          name: job.name,
          description: job.description,
          cron: job.cron,
          resumable: job.resumable === true,
          nextRunAt: job.pattern.nextRun(clock.now()),
          runs,
        });
      }
      return summaries;
    },
  };
}
