import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { TIMER_HEARTBEAT_MS, type TimerState } from '@hgn/domain/timer';
import { timerMessages } from '@hgn/domain/messages';
import { endSession, startSession } from '../../../shared/session/session';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { FakeWebSocket, installFakeWebSocket } from '../../../test/webSocket';
import { HeaderTimer, type HeaderTimerProps } from './HeaderTimer';

/** Moves the faked clock and timers on, letting React apply what they change. */
const advance = (ms: number): void =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const MINUTE = 60_000;
const volunteer = { userId: 'u-1', role: 'Volunteer' } as const;

const stateOf = (overrides: Partial<TimerState> = {}): TimerState => ({
  _id: 't-1',
  userId: 'u-1',
  startAt: new Date(Date.now()).toISOString(),
  time: 15 * MINUTE,
  goal: 15 * MINUTE,
  initialGoal: 15 * MINUTE,
  chiming: false,
  paused: false,
  forcedPause: false,
  started: false,
  ...overrides,
});

/** A run of `goal` started `ranMs` ago. */
const runningFor = (ranMs: number, goal = 15 * MINUTE, overrides: Partial<TimerState> = {}): TimerState =>
  stateOf({
    started: true,
    startAt: new Date(Date.now() - ranMs).toISOString(),
    time: goal,
    goal,
    ...overrides,
  });

async function renderTimer(props: Partial<HeaderTimerProps> = {}, state: TimerState | null = stateOf()) {
  const onLog = vi.fn();
  renderWithProviders(<HeaderTimer actor={volunteer} onLog={onLog} sessionConfirmed {...props} />);
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  if (state) act(() => socket.receive(state));
  return { socket, onLog };
}

const button = (name: string | RegExp): HTMLElement => screen.getByRole('button', { name });
/** The remaining time shown, which is also in the element's name. */
const remaining = (): string => {
  const clock = screen.getByRole('timer', { name: /^Remaining time / });
  expect(clock).toHaveAccessibleName(`Remaining time ${clock.textContent}`);
  return clock.textContent ?? '';
};
const noticeMessages = (show: MockInstance<typeof notifications.show>): unknown[] =>
  show.mock.calls.map(([notice]) => notice.message);

async function openGoalPanel(): Promise<HTMLElement> {
  await userEvent.click(button('Timer goal'));
  return screen.findByRole('dialog', { name: 'Timer' });
}

describe('HeaderTimer', () => {
  let show: MockInstance<typeof notifications.show>;
  let play: MockInstance<HTMLMediaElement['play']>;
  let pause: MockInstance<HTMLMediaElement['pause']>;

  beforeEach(async () => {
    installFakeWebSocket();
    await startSession(makeToken({ userid: 'u-1', role: 'Volunteer' }));
    // The clock and the heartbeat are the test's; React's and the lazy imports' timeouts stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    show = vi.spyOn(notifications, 'show');
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => {
    // Unmounted while the sound's stand-ins are still in place.
    cleanup();
    vi.useRealTimers();
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names the connection state and keeps the controls disabled until the connection is open', async () => {
    renderWithProviders(<HeaderTimer actor={volunteer} onLog={vi.fn()} sessionConfirmed />);
    expect(screen.getByText('Connecting to the timer service')).toBeInTheDocument();
    expect(button('Start timer')).toBeDisabled();

    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(socket.sent).toEqual([{ action: 'GET_TIMER' }]);
    expect(button('Start timer')).toBeDisabled();
    act(() => socket.receive(stateOf()));
    expect(button('Start timer')).toBeEnabled();
    expect(remaining()).toBe('0:15:00');

    act(() => socket.finishClosing());
    expect(screen.getByText('The connection with the timer service is closed')).toBeInTheDocument();
    expect(button('Start timer')).toBeDisabled();
    expect(button('Stop timer and log time')).toBeDisabled();
  });

  it('counts the remaining time down every second from the run’s start', async () => {
    const { socket } = await renderTimer({}, runningFor(5_000));
    expect(remaining()).toBe('0:14:55');
    advance(1_000);
    expect(remaining()).toBe('0:14:54');
    expect(screen.getByRole('progressbar', { name: 'Progress toward the goal' })).toHaveAttribute(
      'value',
      '1',
    );

    await userEvent.click(button('Pause timer'));
    expect(socket.sent.at(-1)).toEqual({ action: 'PAUSE_TIMER' });
    act(() => socket.receive(runningFor(6_000, 15 * MINUTE, { paused: true, time: 15 * MINUTE - 6_000 })));
    advance(5_000);
    expect(remaining()).toBe('0:14:54');
    await userEvent.click(button('Start timer'));
    expect(socket.sent.at(-1)).toEqual({ action: 'START_TIMER' });
  });

  it('refuses to start a run with no remaining time', async () => {
    const { socket } = await renderTimer({}, stateOf({ started: true, paused: true, time: 0 }));
    await userEvent.click(button('Start timer'));
    expect(noticeMessages(show)).toEqual([timerMessages.noRemainingTime]);
    expect(socket.actions()).toEqual(['GET_TIMER']);
  });

  it('refuses to log less than a minute, and otherwise pauses and hands over the time passed', async () => {
    const { socket, onLog } = await renderTimer({}, runningFor(59_000));
    await userEvent.click(button('Stop timer and log time'));
    expect(noticeMessages(show)).toEqual([timerMessages.logTooShort]);
    expect(socket.actions()).toEqual(['GET_TIMER']);
    expect(onLog).not.toHaveBeenCalled();

    act(() => socket.receive(runningFor(70 * MINUTE + 40_000, 2 * 60 * MINUTE)));
    await userEvent.click(button('Stop timer and log time'));
    expect(socket.sent.at(-1)).toEqual({ action: 'PAUSE_TIMER' });
    expect(onLog).toHaveBeenCalledWith({ personId: 'u-1', time: { hours: 1, minutes: 11 } });
  });

  it('edits the goal between runs with clamped hour and minute fields, and refuses one under a minute', async () => {
    const { socket } = await renderTimer();
    const panel = await openGoalPanel();
    expect(within(panel).getByText('0:15:00')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Edit goal' }));

    const hours = within(panel).getByRole('textbox', { name: 'Hours' });
    const minutes = within(panel).getByRole('textbox', { name: 'Minutes' });
    expect(hours).toHaveValue('0');
    expect(minutes).toHaveValue('15');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '0');
    await userEvent.clear(hours);
    await userEvent.type(hours, '0');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save goal' }));
    expect(noticeMessages(show)).toEqual([timerMessages.timerTooShort]);
    expect(socket.actions()).toEqual(['GET_TIMER']);

    await userEvent.clear(hours);
    await userEvent.type(hours, '7');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '75');
    await userEvent.tab();
    expect(hours).toHaveValue('5');
    expect(minutes).toHaveValue('59');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save goal' }));
    expect(noticeMessages(show).at(-1)).toBe(timerMessages.goalTooLong);

    await userEvent.clear(minutes);
    await userEvent.type(minutes, '0');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save goal' }));
    expect(socket.sent.at(-1)).toEqual({ action: 'SET_GOAL', value: 5 * 60 * MINUTE });
    expect(within(panel).getByRole('button', { name: 'Edit goal' })).toBeInTheDocument();
  });

  it('keeps the goal of a run in progress', async () => {
    await renderTimer({}, runningFor(MINUTE));
    const panel = await openGoalPanel();
    expect(within(panel).getByRole('button', { name: 'Edit goal' })).toBeDisabled();
  });

  it('caps additions at a 5-hour goal and says so, and refuses removals beyond the remaining time', async () => {
    const { socket } = await renderTimer({}, runningFor(0, 4 * 60 * MINUTE + 45 * MINUTE));
    const panel = await openGoalPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add 15 minutes' }));
    expect(socket.sent.at(-1)).toEqual({ action: 'ADD_TO_GOAL', value: 15 * MINUTE });
    expect(show).not.toHaveBeenCalled();

    await userEvent.click(within(panel).getByRole('button', { name: 'Add 30 minutes' }));
    expect(socket.sent.at(-1)).toEqual({ action: 'ADD_TO_GOAL', value: 15 * MINUTE });
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ color: 'blue', message: timerMessages.goalTooLong }),
    );

    act(() => socket.receive(runningFor(0, 5 * 60 * MINUTE)));
    const sent = socket.sent.length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Add 60 minutes' }));
    expect(socket.sent).toHaveLength(sent);
    expect(noticeMessages(show).at(-1)).toBe(timerMessages.goalTooLong);

    act(() => socket.receive(runningFor(0, 2 * 60 * MINUTE, { time: 30 * MINUTE })));
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove 60 minutes' }));
    expect(noticeMessages(show).at(-1)).toBe('Remaining time is already less than 60 minutes!');
    expect(socket.sent).toHaveLength(sent);
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove 15 minutes' }));
    expect(socket.sent.at(-1)).toEqual({ action: 'REMOVE_FROM_GOAL', value: 15 * MINUTE });

    act(() => socket.receive(stateOf({ goal: 10 * MINUTE, time: 10 * MINUTE })));
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove 15 minutes' }));
    expect(noticeMessages(show).at(-1)).toBe(timerMessages.goalTooShort);
  });

  it('pauses at zero, then offers to log or add time with a chime until acknowledged', async () => {
    const { socket, onLog } = await renderTimer({}, runningFor(0, 2_000));
    advance(2_000);
    expect(remaining()).toBe('0:00:00');
    expect(socket.sent.at(-1)).toEqual({ action: 'PAUSE_TIMER' });

    act(() => socket.receive(runningFor(2_000, 20 * MINUTE, { paused: true, time: 0, chiming: true })));
    const prompt = await screen.findByRole('dialog', { name: timerMessages.completeTitle });
    expect(within(prompt).getByText(timerMessages.noRemainingTime)).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(1);
    expect((play.mock.contexts[0] as HTMLAudioElement).src).toMatch(/timeComplete.*\.wav$/);

    await userEvent.click(within(prompt).getByRole('button', { name: 'Log time' }));
    expect(socket.sent.slice(-1)).toEqual([{ action: 'START_CHIME', value: false }]);
    expect(onLog).toHaveBeenCalledWith({ personId: 'u-1', time: { hours: 0, minutes: 20 } });
    act(() => socket.receive(runningFor(2_000, 20 * MINUTE, { paused: true, time: 0 })));
    await waitFor(() => expect(prompt).not.toBeInTheDocument());
    expect(pause).toHaveBeenCalled();
  });

  it('adds time from the Time Complete prompt, stopping the chime', async () => {
    const { socket } = await renderTimer(
      {},
      runningFor(0, 20 * MINUTE, { paused: true, time: 0, chiming: true }),
    );
    const prompt = await screen.findByRole('dialog', { name: timerMessages.completeTitle });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Add 30 minutes' }));
    expect(socket.sent.slice(-2)).toEqual([
      { action: 'START_CHIME', value: false },
      { action: 'ADD_TO_GOAL', value: 30 * MINUTE },
    ]);
  });

  it('shows a forced pause with its alert until acknowledged with ACK_FORCED', async () => {
    const { socket } = await renderTimer(
      {},
      runningFor(MINUTE, 15 * MINUTE, { paused: true, forcedPause: true }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Timer Paused' });
    expect(within(modal).getByText(timerMessages.paused)).toBeInTheDocument();
    expect((play.mock.contexts[0] as HTMLAudioElement).src).toMatch(/timerPaused.*\.wav$/);

    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(socket.sent.at(-1)).toEqual({ action: 'ACK_FORCED' });
    act(() => socket.receive(runningFor(MINUTE, 15 * MINUTE, { paused: true })));
    await waitFor(() => expect(modal).not.toBeInTheDocument());
    expect(pause).toHaveBeenCalled();
  });

  it('pauses the timer here when heartbeats go unanswered, and says so', async () => {
    const { socket } = await renderTimer({}, runningFor(0, 60 * MINUTE));
    advance(5 * TIMER_HEARTBEAT_MS);
    const modal = await screen.findByRole('dialog', { name: 'Timer Paused' });
    expect(within(modal).getByText(timerMessages.paused)).toBeInTheDocument();
    expect(remaining()).toBe('0:55:00');
    advance(30_000);
    expect(remaining()).toBe('0:55:00');

    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(modal).not.toBeInTheDocument());
    expect(socket.readyState).toBe(FakeWebSocket.CLOSING);
  });

  it('stops a run that has gone on for ten hours and opens the log', async () => {
    const { socket, onLog } = await renderTimer({}, runningFor(10 * 60 * 60_000, 5 * 60 * MINUTE));
    await waitFor(() =>
      expect(onLog).toHaveBeenCalledWith({ personId: 'u-1', time: { hours: 5, minutes: 0 } }),
    );
    expect(socket.actions()).toEqual(['GET_TIMER', 'PAUSE_TIMER']);
  });

  it('disables the controls of someone viewing another user unless they are an Owner or Administrator', async () => {
    const { socket } = await renderTimer({ viewedUserId: 'u-2' });
    expect(socket.sent).toEqual([{ action: 'GET_TIMER' }]);
    expect(remaining()).toBe('0:15:00');
    for (const name of ['Start timer', 'Stop timer and log time', 'Clear timer', 'Timer goal'])
      expect(button(name)).toBeDisabled();
  });

  it('works the viewed user’s timer for an Owner or Administrator, naming them in every command', async () => {
    const { socket, onLog } = await renderTimer(
      { actor: { userId: 'u-1', role: 'Administrator' }, viewedUserId: 'u-2' },
      runningFor(10 * MINUTE, 15 * MINUTE, { userId: 'u-2' }),
    );
    expect(socket.sent).toEqual([{ action: 'GET_TIMER', userId: 'u-2' }]);
    expect(remaining()).toBe('0:05:00');
    await userEvent.click(button('Clear timer'));
    expect(socket.sent.at(-1)).toEqual({ action: 'CLEAR_TIMER', userId: 'u-2' });
    await userEvent.click(button('Stop timer and log time'));
    expect(socket.sent.at(-1)).toEqual({ action: 'PAUSE_TIMER', userId: 'u-2' });
    expect(onLog).toHaveBeenCalledWith({ personId: 'u-2', time: { hours: 0, minutes: 10 } });
  });
});
