import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { TIMER_CONNECTION_STATES, TIMER_HEARTBEAT_MS, type TimerState } from '@hgn/domain/timer';
import { endSession, startSession } from '../../../shared/session/session';
import { makeToken } from '../../../test/tokens';
import { FakeWebSocket, installFakeWebSocket } from '../../../test/webSocket';
import { TIMER_RECONNECT_DELAYS_MS, timerServiceUrl, useTimerSocket } from './useTimerSocket';

/** Moves the faked clock and timers on, letting React apply what they change. */
const advance = (ms: number): void =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const token = makeToken({ userid: 'u-1', role: 'Volunteer' });

const stateOf = (userId: string, overrides: Partial<TimerState> = {}): TimerState => ({
  _id: `t-${userId}`,
  userId,
  startAt: '2026-11-25T08:00:00.000Z',
  time: 900_000,
  goal: 900_000,
  initialGoal: 900_000,
  chiming: false,
  paused: false,
  forcedPause: false,
  started: false,
  ...overrides,
});

async function openHook(userId?: string) {
  const hook = renderHook((props: { userId?: string }) => useTimerSocket(props.userId, true), {
    initialProps: { userId },
  });
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  return { ...hook, socket };
}

describe('useTimerSocket', () => {
  beforeEach(async () => {
    installFakeWebSocket();
    await startSession(token);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the timer service on the page’s host with the session token as the subprotocol', () => {
    expect(timerServiceUrl({ protocol: 'https:', host: 'hgn.example.org' })).toBe(
      'wss://hgn.example.org/timer-service',
    );
    const { result } = renderHook(() => useTimerSocket(undefined, true));
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe(`ws://${window.location.host}/timer-service`);
    expect(socket.protocols).toBe(token);
    expect(result.current.connection).toBe('connecting');
    expect(TIMER_CONNECTION_STATES[result.current.connection]).toBe('Connecting to the timer service');
  });

  it('connects only once the server has accepted the session on the page', () => {
    const hook = renderHook((props: { confirmed: boolean }) => useTimerSocket(undefined, props.confirmed), {
      initialProps: { confirmed: false },
    });
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(hook.result.current.connection).toBe('uninstantiated');
    hook.rerender({ confirmed: true });
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('asks for the timer as soon as the connection opens and keeps the state the service sends', async () => {
    const { result, socket } = await openHook();
    expect(result.current.connection).toBe('open');
    expect(socket.sent).toEqual([{ action: 'GET_TIMER' }]);

    act(() => socket.receive(stateOf('u-1', { time: 600_000 })));
    expect(result.current.timer?.time).toBe(600_000);
    act(() => result.current.send({ action: 'START_TIMER' }));
    expect(socket.sent.at(-1)).toEqual({ action: 'START_TIMER' });
  });

  it('works a viewed user’s timer: every command names them, and other timers’ states are ignored', async () => {
    const { result, socket, rerender } = await openHook('u-2');
    expect(socket.sent).toEqual([{ action: 'GET_TIMER', userId: 'u-2' }]);

    act(() => socket.receive(stateOf('u-1', { time: 1_000 })));
    expect(result.current.timer).toBeNull();
    act(() => socket.receive(stateOf('U-2', { time: 2_000 })));
    expect(result.current.timer?.time).toBe(2_000);
    act(() => result.current.send({ action: 'ADD_TO_GOAL', value: 900_000 }));
    expect(socket.sent.at(-1)).toEqual({ action: 'ADD_TO_GOAL', value: 900_000, userId: 'u-2' });

    // Leaving the view asks for one's own timer on the same connection.
    rerender({ userId: undefined });
    expect(result.current.timer).toBeNull();
    expect(socket.sent.at(-1)).toEqual({ action: 'GET_TIMER' });
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('shows a refusal the service sends with the state', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { socket } = await openHook();
    act(() => socket.receive({ ...stateOf('u-1'), error: 'The value of this action is not valid.' }));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'The value of this action is not valid.' }),
    );
  });

  it('reconnects after the connection is lost, waiting longer after each failed attempt', async () => {
    const { result, socket } = await openHook();
    act(() => socket.finishClosing());
    expect(result.current.connection).toBe('closed');
    expect(TIMER_CONNECTION_STATES[result.current.connection]).toBe(
      'The connection with the timer service is closed',
    );

    advance(TIMER_RECONNECT_DELAYS_MS[0] - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    advance(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(result.current.connection).toBe('connecting');

    // The second attempt fails without opening: the next waits longer.
    act(() => FakeWebSocket.latest().finishClosing());
    advance(TIMER_RECONNECT_DELAYS_MS[1] - 1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    advance(1);
    expect(FakeWebSocket.instances).toHaveLength(3);

    act(() => FakeWebSocket.latest().open());
    expect(result.current.connection).toBe('open');
    expect(FakeWebSocket.latest().sent).toEqual([{ action: 'GET_TIMER' }]);
  });

  it('pings every minute, and after more than three unanswered pings pauses the timer here and reconnects', async () => {
    const { result, socket } = await openHook();
    advance(TIMER_HEARTBEAT_MS);
    expect(socket.sent.at(-1)).toEqual({ action: 'ping' });
    // An answered ping starts the count again.
    act(() => socket.receive({ heartbeat: 'pong' }));
    advance(3 * TIMER_HEARTBEAT_MS);
    expect(result.current.heartbeatLostAt).toBeNull();
    advance(TIMER_HEARTBEAT_MS);
    expect(result.current.heartbeatLostAt).toBeNull();
    expect(socket.actions().filter((action) => action === 'ping')).toHaveLength(5);

    // The fourth ping in a row goes unanswered.
    advance(TIMER_HEARTBEAT_MS);
    expect(result.current.heartbeatLostAt).toBe(Date.now());
    expect(result.current.connection).toBe('closing');
    expect(TIMER_CONNECTION_STATES[result.current.connection]).toBe('Closing the connection');

    act(() => socket.finishClosing());
    advance(TIMER_RECONNECT_DELAYS_MS[0]);
    expect(FakeWebSocket.instances).toHaveLength(2);
    act(() => result.current.acknowledgeHeartbeatLoss());
    expect(result.current.heartbeatLostAt).toBeNull();
  });

  it('closes the connection for good when the person signs out', async () => {
    const { result, socket } = await openHook();
    act(() => endSession());
    expect(socket.readyState).toBe(FakeWebSocket.CLOSING);
    expect(result.current.connection).toBe('uninstantiated');
    act(() => socket.finishClosing());
    advance(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('closes a connection still being made only once it opens, sending nothing on it', () => {
    const { result } = renderHook(() => useTimerSocket(undefined, true));
    const socket = FakeWebSocket.latest();
    act(() => endSession());
    expect(socket.readyState).toBe(FakeWebSocket.CONNECTING);
    act(() => socket.open());
    expect(socket.readyState).toBe(FakeWebSocket.CLOSING);
    expect(socket.sent).toEqual([]);
    expect(result.current.connection).toBe('uninstantiated');
    advance(TIMER_HEARTBEAT_MS * 3);
    expect(socket.sent).toEqual([]);
  });
});
