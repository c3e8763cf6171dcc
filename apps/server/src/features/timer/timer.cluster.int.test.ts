// Several servers on one database, a restart, the jobs and the stop a time entry makes.
import { timerMessages } from '@hgn/domain/messages';
import { TIMER_AUTO_STOP_MS, type TimerServerMessage } from '@hgn/domain/timer';
import { pacificDate } from '@hgn/domain/time';
import { desc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { workFixtures } from '../../../test/work.js';
import { isState, openTimer, timerUrl } from '../../../test/timerSocket.js';
import { buildApp } from '../../app.js';
import { connectProductDatabase } from '../../db.js';
import { AppError } from '../../platform/http/app-error.js';
import { jobRuns } from '../../platform/jobs/job-runs.table.js';
import { createScheduler } from '../../platform/jobs/scheduler.js';
import { timeEntries } from '../timeEntries/timeEntries.table.js';
import { timerAutoStopJob, timerWeekCloseJob } from './timer.jobs.js';

const MIN = 60_000;
const clock = fixedClock('2026-11-28T18:00:00Z');
const GRACE_MS = 500;
const a = await createTestApp({ clock, config: { timerHeartbeatMs: 100, timerReconnectGraceMs: GRACE_MS } });

/** Every other server a test starts; those still running stop after the file's tests. */
const stops = new Set<() => Promise<void>>();
afterAll(() => Promise.all([...stops].map((stop) => stop())));

/** Another server on the same database, with the same secret, listening on its own port. */
async function anotherServer() {
  const database = connectProductDatabase(a.database.url, { max: 2 });
  const built = await buildApp({ config: a.config, database, clock });
  const url = await timerUrl(built.app);
  const stop = async () => {
    stops.delete(stop);
    await built.app.close();
    await database.close();
  };
  stops.add(stop);
  return { ...built, url, stop };
}

const b = await anotherServer();
const urlA = await timerUrl(a.app);
const isEvent = (m: TimerServerMessage) => 'type' in m;

/** A volunteer with a socket on each server, who has just started their timer through server A. */
async function startedOnBothServers() {
  const user = await a.signedIn('Volunteer');
  const onA = await openTimer(urlA, user.token);
  const onB = await openTimer(b.url, user.token);
  await onA.state();
  await onB.state();
  onA.send({ action: 'START_TIMER' });
  return { user, onA, onB };
}

describe('the timer service on several servers', () => {
  it('tells a socket on one server of a change made through another', async () => {
    const { user, onB } = await startedOnBothServers();
    expect(await onB.state()).toMatchObject({ userId: user.id, started: true, paused: false });
    expect(await onB.next(isEvent)).toMatchObject({ data: { eventType: 'Timelog Resumed' } });
  });

  it('pauses by force only when the last socket on any server closes', async () => {
    const { user, onA, onB } = await startedOnBothServers();
    await onA.next(isEvent);
    onA.ws.close();
    await onA.closed;
    onB.send({ action: 'GET_TIMER' });
    expect(await onB.next(isState)).toMatchObject({ started: true, paused: false });
    onB.ws.close();
    await onB.closed;
    await expect
      .poll(() => a.services.timer.state(user.id), { timeout: 5_000 })
      .toMatchObject({ paused: true, forcedPause: true });
  });

  it('keeps a running timer going when its last socket closes on one server and a new one opens on another within the grace', async () => {
    const { user, onA, onB } = await startedOnBothServers();
    await onA.next(isEvent);
    onB.ws.close();
    await onB.closed;
    onA.ws.close();
    await onA.closed;
    const again = await openTimer(b.url, user.token);
    expect(await again.state()).toMatchObject({ started: true, paused: false });
    await sleep(3 * GRACE_MS);
    expect(await a.services.timer.state(user.id)).toMatchObject({ paused: false, forcedPause: false });
    again.ws.close();
  });

  it('keeps a running timer through a restart', async () => {
    const user = await a.signedIn('Volunteer');
    const c = await anotherServer();
    const first = await openTimer(c.url, user.token);
    await first.state();
    first.send({ action: 'START_TIMER' });
    await first.next(isEvent);
    await c.stop();
    expect(await first.closed).toBe(1001);

    const restarted = await anotherServer();
    clock.advanceBy(5 * MIN);
    const again = await openTimer(restarted.url, user.token);
    expect(await again.state()).toMatchObject({ started: true, paused: false, forcedPause: false });
    again.send({ action: 'PAUSE_TIMER' });
    expect(await again.state()).toMatchObject({ paused: true, time: 10 * MIN });
  });
});

describe('shutting down', () => {
  it('cuts off a socket that does not answer the closing handshake', async () => {
    const user = await a.signedIn('Volunteer');
    const c = await anotherServer();
    const { port } = c.app.server.address() as AddressInfo;
    const raw = connect(port, '127.0.0.1');
    raw.write(
      [
        'GET /timer-service HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Version: 13',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        `Sec-WebSocket-Protocol: ${user.token}`,
        '',
        '',
      ].join('\r\n'),
    );
    await new Promise((resolve) => raw.once('data', resolve));
    const ended = new Promise((resolve) => raw.once('close', resolve));
    const started = Date.now();
    await c.stop();
    await ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('the timer jobs', () => {
  const scheduler = createScheduler({
    db: a.database.db,
    log: { info: () => undefined, error: () => undefined },
  });
  scheduler.register(timerWeekCloseJob(a.services.timer));
  /** What the job's last run recorded that it did. */
  const countsOf = async (job: string) =>
    (
      await a.database.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(desc(jobRuns.startedAt))
    )[0]?.counts ?? {};
  scheduler.register(timerAutoStopJob(a.services.timer));

  it('pauses every running timer as the week closes, telling its sockets', async () => {
    const user = await a.signedIn('Volunteer');
    const tab = await openTimer(urlA, user.token);
    await tab.state();
    tab.send({ action: 'START_TIMER' });
    await tab.next(isEvent);
    clock.advanceBy(3 * MIN);
    // Saturday 28 November 2026, 23:58 Pacific.
    expect(await scheduler.runNow('timer-week-close', new Date('2026-11-29T07:58:30Z'))).toBe('succeeded');
    expect(await tab.state()).toMatchObject({ paused: true, time: 12 * MIN });
    expect(await tab.next((m) => 'action' in m)).toEqual({ action: 'WEEK_CLOSE_PAUSE' });
    expect((await countsOf('timer-week-close')).timersPaused).toBeGreaterThanOrEqual(1);
  });

  it('pauses a timer left running for ten hours, as of the moment they ran out', async () => {
    const user = await a.signedIn('Volunteer');
    const tab = await openTimer(urlA, user.token);
    await tab.state();
    tab.send({ action: 'START_TIMER' });
    const started = (await tab.state()).startAt;
    clock.advanceBy(TIMER_AUTO_STOP_MS + 20 * MIN);
    expect(await scheduler.runNow('timer-auto-stop', clock.now())).toBe('succeeded');
    expect(await tab.state()).toMatchObject({ paused: true, time: 0, chiming: true, startAt: started });
    expect((await a.services.timer.timelog(user.id))[0]).toMatchObject({ eventType: 'Automatic Pause' });
    expect((await countsOf('timer-auto-stop')).timersStopped).toBeGreaterThanOrEqual(1);
  });
});

describe('stopping for a logged time entry', () => {
  it('stops the timer with POST /TimeEntry { stopTimer: true }; logging it twice at once stores one entry', async () => {
    const user = await a.signedIn('Volunteer');
    const project = await workFixtures(a, 'Timer').createProject();
    await a.services.timer.apply(user.id, { action: 'START_TIMER' });
    const log = () =>
      a.call(user, 'POST', '/api/TimeEntry', {
        personId: user.id,
        dateOfWork: pacificDate(clock.now()),
        hours: 0,
        minutes: 15,
        projectId: project.id,
        notes:
          'Logged the timer for the seedlings along the fence, see https://docs.example.org/seedlings now',
        isTangible: true,
        stopTimer: true,
      });
    // Sent together, as a double click would: the timer's lock lets one of them stop it.
    const [first, second] = (await Promise.all([log(), log()])).sort((x, y) => x.statusCode - y.statusCode);
    expect(first.statusCode).toBeLessThan(300);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'TIMER_NOT_RUNNING', message: timerMessages.nothingToLog });
    expect(await a.database.db.$count(timeEntries, eq(timeEntries.personId, user.id))).toBe(1);
    expect(await a.services.timer.state(user.id)).toMatchObject({ started: false });
  });

  it("stops a running timer in the entry's transaction, and refuses when it is not running", async () => {
    const user = await a.signedIn('Volunteer');
    await a.services.timer.apply(user.id, { action: 'START_TIMER' });
    clock.advanceBy(MIN);
    const stop = () => a.database.db.transaction((tx) => a.services.timer.stopForLoggedEntry(tx, user.id));
    await stop();
    expect(await a.services.timer.state(user.id)).toMatchObject({ started: false });
    expect((await a.services.timer.timelog(user.id))[0]).toMatchObject({ eventType: 'Time Logged' });
    const refusal = await stop().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 409,
      code: 'TIMER_NOT_RUNNING',
      message: timerMessages.nothingToLog,
    });
  });
});
