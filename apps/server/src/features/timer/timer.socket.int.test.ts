import { timerMessages } from '@hgn/domain/messages';
import {
  TIMER_ACTIONS,
  TIMER_DEFAULT_MS,
  TIMER_GOAL_MAX_MS,
  type TimerServerMessage,
} from '@hgn/domain/timer';
import { eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { isState, openTimer, timerUrl, upgradeStatus, type TimerClient } from '../../../test/timerSocket.js';
import { timerPresence } from './timer.table.js';

const MIN = 60_000;
const HEARTBEAT_MS = 100;
const GRACE_MS = 500;
const clock = fixedClock('2026-11-25T18:00:00Z');
const t = await createTestApp({
  clock,
  config: { timerHeartbeatMs: HEARTBEAT_MS, timerReconnectGraceMs: GRACE_MS },
});
let url: string;
beforeAll(async () => {
  url = await timerUrl(t.app);
});

const socketsOf = async (userId: string) =>
  (
    await t.database.db
      .select({ sockets: timerPresence.sockets })
      .from(timerPresence)
      .where(eq(timerPresence.userId, userId))
  )[0]?.sockets;

const isEvent = (m: TimerServerMessage) => 'type' in m && m.type === 'TIMELOG_EVENT';

async function volunteerWithTimer(): Promise<{
  id: string;
  token: string;
  headers: Record<string, string>;
  tab: TimerClient;
}> {
  const user = await t.signedIn('Volunteer');
  const tab = await openTimer(url, user.token);
  return { ...user, tab };
}

describe('the timer service', () => {
  it("sends the state on connect, then every change to each of the user's sockets", async () => {
    const user = await t.signedIn('Volunteer');
    const first = await openTimer(url, user.token);
    expect(first.ws.protocol).toBe(user.token);
    expect(await first.state()).toMatchObject({
      userId: user.id,
      time: TIMER_DEFAULT_MS,
      goal: TIMER_DEFAULT_MS,
      initialGoal: TIMER_DEFAULT_MS,
      started: false,
      paused: false,
      forcedPause: false,
      chiming: false,
    });
    const second = await openTimer(url, user.token);
    await second.state();

    first.send({ action: 'START_TIMER' });
    for (const tab of [first, second]) {
      expect(await tab.state()).toMatchObject({
        started: true,
        paused: false,
        startAt: clock.now().toISOString(),
      });
      expect(await tab.next(isEvent)).toEqual({
        type: 'TIMELOG_EVENT',
        data: { eventType: 'Timelog Resumed', timestamp: clock.now().toISOString(), userId: user.id },
      });
    }
    clock.advanceBy(5 * MIN);
    second.send({ action: 'PAUSE_TIMER' });
    for (const tab of [first, second])
      expect(await tab.state()).toMatchObject({ paused: true, time: 10 * MIN });
    first.send({ action: 'STOP_TIMER' });
    expect(await second.state()).toMatchObject({ started: false, goal: 10 * MIN, time: 10 * MIN });
    expect(await second.next(isEvent)).toMatchObject({ data: { eventType: 'Time Logged' } });
    first.ws.close();
    second.ws.close();
  });

  it("answers each action, and refuses bad values in the spec's words", async () => {
    const { tab } = await volunteerWithTimer();
    await tab.state();
    const reply = async (command: object | string) => {
      tab.send(command);
      return tab.state();
    };
    expect(await reply({ action: 'SET_GOAL', value: 30 * MIN })).toMatchObject({
      goal: 30 * MIN,
      time: 30 * MIN,
    });
    expect(await reply({ action: 'SET_GOAL', value: 30 })).toMatchObject({
      goal: 30 * MIN,
      error: timerMessages.goalTooShort,
    });
    expect(await reply({ action: 'SET_GOAL', value: TIMER_GOAL_MAX_MS + 1 })).toMatchObject({
      error: timerMessages.goalTooLong,
    });
    expect(await reply({ action: 'SET_GOAL', value: '900000' })).toMatchObject({
      error: timerMessages.badValue,
    });
    expect(await reply({ action: 'ADD_TO_GOAL', value: 6 * 60 * MIN })).toMatchObject({
      goal: TIMER_GOAL_MAX_MS,
      time: TIMER_GOAL_MAX_MS,
    });
    expect(await reply({ action: 'REMOVE_FROM_GOAL', value: 60 * MIN })).toMatchObject({
      goal: 4 * 60 * MIN,
    });
    expect(await reply({ action: 'REMOVE_FROM_GOAL', value: 4 * 60 * MIN })).toMatchObject({
      error: timerMessages.goalTooShort,
    });
    expect(await reply({ action: 'START_CHIME', value: true })).toMatchObject({ chiming: true });
    expect(await reply({ action: 'START_CHIME', value: 1 })).toMatchObject({ error: timerMessages.badValue });
    expect(await reply({ action: 'ACK_FORCED' })).toMatchObject({ forcedPause: false });
    expect(await reply({ action: 'CLEAR_TIMER' })).toMatchObject({
      goal: 30 * MIN,
      time: 30 * MIN,
      chiming: false,
    });
    expect(await reply({ action: 'GET_TIMER' })).toMatchObject({ goal: 30 * MIN, started: false });
    expect(await reply({ action: 'DANCE' })).toMatchObject({
      error: timerMessages.unknownAction(TIMER_ACTIONS),
    });
    expect(await reply('{not json')).toMatchObject({ error: timerMessages.unknownAction(TIMER_ACTIONS) });
    tab.send({ action: 'ping' });
    expect(await tab.next()).toEqual({ heartbeat: 'pong' });
    tab.send('x'.repeat(10_000));
    expect(await tab.closed).toBe(1009);
  });

  it("lets an Owner or Administrator use another user's timer, both seeing each change; a volunteer is refused", async () => {
    const volunteer = await volunteerWithTimer();
    await volunteer.tab.state();
    const admin = await t.signedIn('Administrator');
    const adminTab = await openTimer(url, admin.token);
    expect(await adminTab.state()).toMatchObject({ userId: admin.id });

    adminTab.send({ action: 'START_TIMER', userId: volunteer.id });
    expect(await volunteer.tab.state()).toMatchObject({ userId: volunteer.id, started: true });
    expect(await adminTab.state()).toMatchObject({ userId: volunteer.id, started: true });
    volunteer.tab.send({ action: 'PAUSE_TIMER' });
    for (const tab of [adminTab, volunteer.tab])
      expect(await tab.state()).toMatchObject({ userId: volunteer.id, paused: true });

    volunteer.tab.send({ action: 'START_TIMER', userId: admin.id });
    expect(await volunteer.tab.state()).toMatchObject({
      userId: volunteer.id,
      error: timerMessages.notAllowed,
    });
    expect(await t.services.timer.state(admin.id)).toMatchObject({ started: false });
  });

  it("answers a user's timer events newest first, to themselves and to Owners and Administrators only", async () => {
    const { id, headers, tab } = await volunteerWithTimer();
    await tab.state();
    tab.send({ action: 'START_TIMER' });
    await tab.next(isEvent);
    clock.advanceBy(MIN);
    tab.send({ action: 'PAUSE_TIMER' });
    await tab.next(isEvent);
    const own = await t.call({ headers }, 'GET', `/api/timelogTracking/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ eventType: string }[]>().map((e) => e.eventType)).toEqual([
      'Timelog Paused',
      'Timelog Resumed',
    ]);
    const other = await t.signedIn('Volunteer');
    expect((await t.call(other, 'GET', `/api/timelogTracking/${id}`)).statusCode).toBe(403);
    const owner = await t.signedIn('Owner');
    expect((await t.call(owner, 'GET', `/api/timelogTracking/${id}`)).json()).toHaveLength(2);
  });

  it('refuses other paths (404) and a missing or bad token (401)', async () => {
    expect(await upgradeStatus(url.replace('/timer-service', '/elsewhere'), 'x')).toBe(404);
    expect(await upgradeStatus(url)).toBe(401);
    expect(await upgradeStatus(url, 'not.a.token')).toBe(401);
  });

  it('closes the socket of a session that ended', async () => {
    const { headers, tab } = await volunteerWithTimer();
    await tab.state();
    expect((await t.call({ headers }, 'POST', '/api/logout')).statusCode).toBe(200);
    expect(await tab.closed).toBe(1008);
  });

  it('ends a socket that misses its heartbeats, pausing the running timer of its user by force', async () => {
    const user = await t.signedIn('Volunteer');
    const tab = await openTimer(url, user.token, { autoPong: false });
    await tab.state();
    tab.send({ action: 'START_TIMER' });
    await tab.next(isEvent);
    clock.advanceBy(MIN);
    expect(await tab.closed).toBe(1006);
    await expect
      .poll(() => t.services.timer.state(user.id), { timeout: 5_000 })
      .toMatchObject({ paused: true, forcedPause: true });
    expect((await t.services.timer.timelog(user.id))[0]).toMatchObject({ eventType: 'Automatic Pause' });
  });

  it('keeps a running timer going while another socket of its user is open', async () => {
    const { id, token, tab } = await volunteerWithTimer();
    await tab.state();
    const other = await openTimer(url, token);
    await other.state();
    tab.send({ action: 'START_TIMER' });
    await tab.next(isEvent);
    tab.ws.close();
    await tab.closed;
    other.send({ action: 'GET_TIMER' });
    expect(await other.next(isState)).toMatchObject({ userId: id, paused: false, started: true });
  });

  it('keeps a running timer going when its page reloads: a new socket opens within the grace', async () => {
    const { id, token, tab } = await volunteerWithTimer();
    await tab.state();
    tab.send({ action: 'START_TIMER' });
    await tab.next(isEvent);
    tab.ws.close();
    await tab.closed;
    const reloaded = await openTimer(url, token);
    expect(await reloaded.state()).toMatchObject({ userId: id, started: true, paused: false });
    await sleep(3 * GRACE_MS);
    expect(await t.services.timer.state(id)).toMatchObject({
      started: true,
      paused: false,
      forcedPause: false,
    });
    reloaded.ws.close();
  });

  it('pauses a running timer by force when nobody reconnects within the grace, as of the last close', async () => {
    const { id, tab } = await volunteerWithTimer();
    await tab.state();
    tab.send({ action: 'START_TIMER' });
    await tab.next(isEvent);
    clock.advanceBy(2 * MIN);
    tab.ws.close();
    await tab.closed;
    // The server has counted the socket out: its last one, three minutes ago by the time the grace ends.
    await expect.poll(() => socketsOf(id), { timeout: 5_000 }).toBe(0);
    expect(await t.services.timer.state(id)).toMatchObject({ paused: false, forcedPause: false });
    clock.advanceBy(3 * MIN);
    await expect
      .poll(() => t.services.timer.state(id), { timeout: 5_000 })
      .toMatchObject({ paused: true, forcedPause: true, time: TIMER_DEFAULT_MS - 2 * MIN });
    expect((await t.services.timer.timelog(id))[0]).toMatchObject({
      eventType: 'Automatic Pause',
      timestamp: new Date(clock.now().getTime() - 3 * MIN).toISOString(),
    });
  });

  it('closes a socket that sends more than 100 messages in 10 seconds', async () => {
    const { tab } = await volunteerWithTimer();
    await tab.state();
    for (let i = 0; i < 101; i += 1) tab.send({ action: 'ping' });
    expect(await tab.closed).toBe(1008);
  });

  it('refuses a token that has expired', async () => {
    const user = await t.signedIn('Volunteer');
    clock.advanceBy(11 * 24 * 60 * MIN);
    expect(await upgradeStatus(url, user.token)).toBe(401);
  });
});
