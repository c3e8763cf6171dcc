// The header timer's arithmetic (server-rules 6, spec 001 sections 4 and 5), as pure functions of a
// state and an instant. Zod-free: the header may use it too.
import { timerMessages } from '../messages/timer.messages';
import {
  TIMER_AUTO_STOP_MS,
  TIMER_GOAL_MAX_MS,
  TIMER_GOAL_MIN_MS,
  type TimelogEventType,
  type TimerCommand,
  type TimerState,
} from './timerProtocol';

/** A timer's fields as the rules take them: `startAt` is epoch milliseconds. */
export type TimerFields = Omit<TimerState, '_id' | 'userId' | 'startAt'> & { startAt: number };

/**
 * What a timer undergoes besides its user's commands: heartbeats lost (FORCED_PAUSE), the user's last
 * page gone for good (PAGES_CLOSED), the week's close, ten hours running.
 */
export type TimerInternalAction = 'FORCED_PAUSE' | 'PAGES_CLOSED' | 'WEEK_CLOSE_PAUSE' | 'AUTO_STOP';

/** A command as the rules take it: any client command but the heartbeat, or an internal action. */
export type TimerRuleCommand =
  Exclude<TimerCommand, { action: 'ping' }> | { action: TimerInternalAction; value?: undefined };

/** The new state and the timelog event it records, or the refusal in the user's words. */
export type TimerOutcome = { state: TimerFields; event: TimelogEventType | undefined } | { error: string };

export const isRunning = (s: TimerFields): boolean => s.started && !s.paused;

/** Milliseconds left at `now`: never negative; a running timer whose time has run out is at 0. */
export function remainingAt(s: TimerFields, now: number): number {
  if (!isRunning(s)) return Math.max(0, s.time);
  return Math.max(0, s.time - Math.max(0, now - s.startAt));
}

/** The timer of someone who never used it: 15 minutes, not started. */
export const newTimer = (goal: number, now: number): TimerFields => ({
  startAt: now,
  time: goal,
  goal,
  initialGoal: goal,
  chiming: false,
  paused: false,
  forcedPause: false,
  started: false,
});

/** Whether a run has gone on for ten hours by `now`. */
export const isPastAutoStop = (s: TimerFields, now: number): boolean =>
  isRunning(s) && now - s.startAt >= TIMER_AUTO_STOP_MS;

const withoutEvent = (state: TimerFields): TimerOutcome => ({ state, event: undefined });

function pause(s: TimerFields, at: number): TimerFields {
  const time = remainingAt(s, at);
  return { ...s, time, paused: true, chiming: s.chiming || time === 0 };
}

/** A positive whole number of milliseconds. */
const isGoalAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function stop(s: TimerFields, now: number): TimerFields {
  const paused = isRunning(s) ? pause(s, now) : s;
  const base = { ...paused, started: false, paused: false, forcedPause: false, chiming: false };
  return paused.time === 0
    ? { ...base, goal: s.initialGoal, time: s.initialGoal }
    : { ...base, goal: paused.time };
}

function setGoal(s: TimerFields, value: unknown, now: number): TimerOutcome {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return { error: timerMessages.badValue };
  if (value < TIMER_GOAL_MIN_MS) return { error: timerMessages.goalTooShort };
  if (value > TIMER_GOAL_MAX_MS) return { error: timerMessages.goalTooLong };
  return withoutEvent({
    ...s,
    goal: value,
    time: value,
    initialGoal: value,
    startAt: isRunning(s) ? now : s.startAt,
  });
}

function addToGoal(s: TimerFields, value: unknown): TimerOutcome {
  if (!isGoalAmount(value)) return { error: timerMessages.badValue };
  // Beyond 5 hours the goal stops at 5 hours; the remaining time grows by what the goal grew.
  const delta = Math.max(0, Math.min(value, TIMER_GOAL_MAX_MS - s.goal));
  return withoutEvent({ ...s, goal: s.goal + delta, time: s.time + delta });
}

function removeFromGoal(s: TimerFields, value: unknown, now: number): TimerOutcome {
  if (!isGoalAmount(value)) return { error: timerMessages.badValue };
  if (s.goal - value < TIMER_GOAL_MIN_MS) return { error: timerMessages.goalTooShort };
  if (remainingAt(s, now) < value)
    return { error: timerMessages.remainingLessThan(Math.ceil(value / 60_000)) };
  return withoutEvent({ ...s, goal: s.goal - value, time: s.time - value });
}

function start(s: TimerFields, now: number): TimerOutcome {
  if (isRunning(s)) return withoutEvent(s);
  const time = s.started ? s.time : s.goal;
  if (time <= 0) return { error: timerMessages.noRemainingTime };
  return {
    state: { ...s, started: true, paused: false, forcedPause: false, chiming: false, time, startAt: now },
    event: 'Timelog Resumed',
  };
}

/** A pause the server makes: the run's time as of `at`, recorded as an automatic pause. */
function automaticPause(s: TimerFields, at: number, forced: boolean): TimerOutcome {
  if (!isRunning(s)) return withoutEvent(s);
  return { state: { ...pause(s, at), forcedPause: forced || s.forcedPause }, event: 'Automatic Pause' };
}

/** Applies one command at `now`. Nothing here reads a clock: the same inputs give the same outcome. */
export function applyTimerCommand(s: TimerFields, command: TimerRuleCommand, now: number): TimerOutcome {
  switch (command.action) {
    case 'GET_TIMER':
      return withoutEvent(s);
    case 'START_TIMER':
      return start(s, now);
    case 'PAUSE_TIMER':
      return isRunning(s) ? { state: pause(s, now), event: 'Timelog Paused' } : withoutEvent(s);
    case 'STOP_TIMER':
      return s.started ? { state: stop(s, now), event: 'Time Logged' } : withoutEvent(s);
    case 'CLEAR_TIMER':
      return withoutEvent({ ...stop(s, now), goal: s.initialGoal, time: s.initialGoal });
    case 'SET_GOAL':
      return setGoal(s, command.value, now);
    case 'ADD_TO_GOAL':
      return addToGoal(s, command.value);
    case 'REMOVE_FROM_GOAL':
      return removeFromGoal(s, command.value, now);
    case 'START_CHIME':
      return typeof command.value === 'boolean'
        ? withoutEvent({ ...s, chiming: command.value })
        : { error: timerMessages.badValue };
    case 'ACK_FORCED':
      return withoutEvent({ ...s, forcedPause: false });
    case 'FORCED_PAUSE':
      return automaticPause(s, now, true);
    case 'PAGES_CLOSED': {
      // A run is paused by force; a chime ends with the pages that sounded it, so a Time Complete
      // prompt is shown once, to the pages open when the time ran out, never again at the next sign-in.
      const outcome = automaticPause(s, now, true);
      return 'error' in outcome ? outcome : { ...outcome, state: { ...outcome.state, chiming: false } };
    }
    case 'WEEK_CLOSE_PAUSE':
      return automaticPause(s, now, false);
    case 'AUTO_STOP':
      // Paused as of the moment its ten hours ran out, however late the check comes.
      return isPastAutoStop(s, now)
        ? automaticPause(s, s.startAt + TIMER_AUTO_STOP_MS, false)
        : withoutEvent(s);
  }
}
