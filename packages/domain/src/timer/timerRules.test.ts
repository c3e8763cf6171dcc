import { describe, expect, it } from 'vitest';
import { timerMessages } from '../messages/timer.messages';
import { TIMER_AUTO_STOP_MS, TIMER_DEFAULT_MS, TIMER_GOAL_MAX_MS } from './timerProtocol';
import {
  applyTimerCommand,
  newTimer,
  remainingAt,
  type TimerFields,
  type TimerRuleCommand,
} from './timerRules';

const T0 = Date.UTC(2026, 10, 25, 12);
const MIN = 60_000;

function apply(s: TimerFields, command: TimerRuleCommand, now = T0): TimerFields {
  const outcome = applyTimerCommand(s, command, now);
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome.state;
}
const refusal = (s: TimerFields, command: TimerRuleCommand, now = T0) => applyTimerCommand(s, command, now);

const fresh = newTimer(TIMER_DEFAULT_MS, T0);
const running = apply(fresh, { action: 'START_TIMER' });

describe('remaining time', () => {
  it('counts down while running and never goes below 0', () => {
    expect(remainingAt(running, T0 + 5 * MIN)).toBe(10 * MIN);
    expect(remainingAt(running, T0 + 60 * MIN)).toBe(0);
    expect(remainingAt(fresh, T0 + 60 * MIN)).toBe(TIMER_DEFAULT_MS);
  });
});

describe('start, pause, stop and clear', () => {
  it('starts with the goal and records a resumption; a second start changes nothing', () => {
    expect(running).toMatchObject({ started: true, paused: false, time: TIMER_DEFAULT_MS, startAt: T0 });
    expect(applyTimerCommand(fresh, { action: 'START_TIMER' }, T0)).toMatchObject({
      event: 'Timelog Resumed',
    });
    expect(applyTimerCommand(running, { action: 'START_TIMER' }, T0 + MIN)).toEqual({
      state: running,
      event: undefined,
    });
  });

  it('pauses with the time left, chiming when it ran out', () => {
    const outcome = applyTimerCommand(running, { action: 'PAUSE_TIMER' }, T0 + 5 * MIN);
    expect(outcome).toMatchObject({
      state: { paused: true, time: 10 * MIN, chiming: false },
      event: 'Timelog Paused',
    });
    expect(apply(running, { action: 'PAUSE_TIMER' }, T0 + 20 * MIN)).toMatchObject({
      time: 0,
      chiming: true,
    });
  });

  it('refuses to start with no time left', () => {
    const spent = apply(running, { action: 'PAUSE_TIMER' }, T0 + 20 * MIN);
    expect(refusal(spent, { action: 'START_TIMER' })).toEqual({ error: timerMessages.noRemainingTime });
  });

  it('stops carrying the leftover into the goal, or back to the initial goal when none is left', () => {
    const stopped = applyTimerCommand(running, { action: 'STOP_TIMER' }, T0 + 5 * MIN);
    expect(stopped).toMatchObject({
      state: { started: false, goal: 10 * MIN, time: 10 * MIN },
      event: 'Time Logged',
    });
    expect(apply(running, { action: 'STOP_TIMER' }, T0 + 30 * MIN)).toMatchObject({
      goal: TIMER_DEFAULT_MS,
      time: TIMER_DEFAULT_MS,
      chiming: false,
    });
    expect(applyTimerCommand(fresh, { action: 'STOP_TIMER' }, T0)).toEqual({
      state: fresh,
      event: undefined,
    });
  });

  it('clears back to the initial goal', () => {
    expect(apply(running, { action: 'CLEAR_TIMER' }, T0 + 5 * MIN)).toMatchObject({
      started: false,
      paused: false,
      goal: TIMER_DEFAULT_MS,
      time: TIMER_DEFAULT_MS,
    });
  });
});

describe('goals', () => {
  it('sets a goal within 1 minute and 5 hours, whole milliseconds only', () => {
    expect(apply(fresh, { action: 'SET_GOAL', value: 30 * MIN })).toMatchObject({
      goal: 30 * MIN,
      time: 30 * MIN,
      initialGoal: 30 * MIN,
    });
    expect(refusal(fresh, { action: 'SET_GOAL', value: MIN - 1 })).toEqual({
      error: timerMessages.goalTooShort,
    });
    expect(refusal(fresh, { action: 'SET_GOAL', value: TIMER_GOAL_MAX_MS + 1 })).toEqual({
      error: timerMessages.goalTooLong,
    });
    for (const value of [1.5 * MIN + 0.5, '900000', Number.NaN, null])
      expect(refusal(fresh, { action: 'SET_GOAL', value } as unknown as TimerRuleCommand)).toEqual({
        error: timerMessages.badValue,
      });
  });

  it('adds to the goal up to 5 hours, the time growing by what the goal grew', () => {
    expect(apply(fresh, { action: 'ADD_TO_GOAL', value: 15 * MIN })).toMatchObject({
      goal: 30 * MIN,
      time: 30 * MIN,
    });
    const nearMax = apply(fresh, { action: 'SET_GOAL', value: TIMER_GOAL_MAX_MS - 10 * MIN });
    expect(apply(nearMax, { action: 'ADD_TO_GOAL', value: 60 * MIN })).toMatchObject({
      goal: TIMER_GOAL_MAX_MS,
      time: TIMER_GOAL_MAX_MS,
    });
    expect(apply(fresh, { action: 'ADD_TO_GOAL', value: 6 * 60 * MIN })).toMatchObject({
      goal: TIMER_GOAL_MAX_MS,
      time: TIMER_GOAL_MAX_MS,
    });
    expect(refusal(fresh, { action: 'ADD_TO_GOAL', value: -MIN })).toEqual({ error: timerMessages.badValue });
  });

  it('removes from the goal only while 1 minute of goal and enough remaining time are left', () => {
    expect(apply(fresh, { action: 'REMOVE_FROM_GOAL', value: 5 * MIN })).toMatchObject({
      goal: 10 * MIN,
      time: 10 * MIN,
    });
    expect(refusal(fresh, { action: 'REMOVE_FROM_GOAL', value: 15 * MIN })).toEqual({
      error: timerMessages.goalTooShort,
    });
    expect(refusal(running, { action: 'REMOVE_FROM_GOAL', value: 10 * MIN }, T0 + 10 * MIN)).toEqual({
      error: timerMessages.remainingLessThan(10),
    });
  });
});

describe('chime, acknowledgement and the server pauses', () => {
  it('sets the chime from a boolean only', () => {
    expect(apply(fresh, { action: 'START_CHIME', value: true })).toMatchObject({ chiming: true });
    expect(refusal(fresh, { action: 'START_CHIME', value: 'yes' } as unknown as TimerRuleCommand)).toEqual({
      error: timerMessages.badValue,
    });
  });

  it('pauses by force and is acknowledged', () => {
    const outcome = applyTimerCommand(running, { action: 'FORCED_PAUSE' }, T0 + 5 * MIN);
    expect(outcome).toMatchObject({
      state: { paused: true, forcedPause: true, time: 10 * MIN },
      event: 'Automatic Pause',
    });
    if ('error' in outcome) throw new Error(outcome.error);
    expect(apply(outcome.state, { action: 'ACK_FORCED' })).toMatchObject({
      paused: true,
      forcedPause: false,
    });
    expect(applyTimerCommand(fresh, { action: 'FORCED_PAUSE' }, T0)).toEqual({
      state: fresh,
      event: undefined,
    });
  });

  it('pauses by force and ends a chime when the last page is gone', () => {
    expect(applyTimerCommand(running, { action: 'PAGES_CLOSED' }, T0 + 5 * MIN)).toMatchObject({
      state: { paused: true, forcedPause: true, time: 10 * MIN, chiming: false },
      event: 'Automatic Pause',
    });
    const chiming = apply(running, { action: 'PAUSE_TIMER' }, T0 + 20 * MIN);
    expect(chiming).toMatchObject({ time: 0, chiming: true });
    expect(applyTimerCommand(chiming, { action: 'PAGES_CLOSED' }, T0 + 30 * MIN)).toEqual({
      state: { ...chiming, chiming: false },
      event: undefined,
    });
  });

  it('stops a run after ten hours, as of the moment they ran out', () => {
    expect(applyTimerCommand(running, { action: 'AUTO_STOP' }, T0 + TIMER_AUTO_STOP_MS - 1)).toEqual({
      state: running,
      event: undefined,
    });
    expect(
      applyTimerCommand(running, { action: 'AUTO_STOP' }, T0 + TIMER_AUTO_STOP_MS + 5 * MIN),
    ).toMatchObject({
      state: { paused: true, time: 0, chiming: true, forcedPause: false },
      event: 'Automatic Pause',
    });
  });
});
