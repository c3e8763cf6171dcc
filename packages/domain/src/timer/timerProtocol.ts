// The header timer's WebSocket protocol (spec 001 sections 3 and 4, server-rules 6). Zod-free: the
// header loads it on every page.

/** The path the timer service listens on; the session token travels as the WebSocket subprotocol. */
export const TIMER_SERVICE_PATH = '/timer-service';

/** Default remaining time, goal and initial goal: 15 minutes. */
export const TIMER_DEFAULT_MS = 900_000;
/** A goal is at most 5 hours and at least 1 minute. */
export const TIMER_GOAL_MAX_MS = 5 * 3_600_000;
export const TIMER_GOAL_MIN_MS = 60_000;
/** Time logged from the timer is at least 1 minute. */
export const TIMER_LOG_MIN_MS = 60_000;
/** A timer left running this long stops by itself. */
export const TIMER_AUTO_STOP_MS = 10 * 3_600_000;
/** Heartbeats: a ping a minute; a socket that misses more than this many in a row is paused and closed. */
export const TIMER_HEARTBEAT_MS = 60_000;
export const TIMER_MISSED_BEATS_MAX = 3;
/**
 * How long a user may be without any timer socket before the service pauses a running timer by force:
 * a reload, a second tab or a short network drop reconnects well within it.
 */
export const TIMER_RECONNECT_GRACE_MS = 15_000;

export const TIMER_ACTIONS = [
  'START_TIMER',
  'PAUSE_TIMER',
  'STOP_TIMER',
  'CLEAR_TIMER',
  'GET_TIMER',
  'SET_GOAL',
  'ADD_TO_GOAL',
  'REMOVE_FROM_GOAL',
  'ACK_FORCED',
  'START_CHIME',
] as const;
export type TimerAction = (typeof TIMER_ACTIONS)[number];

/**
 * What a client sends. `value` is milliseconds for the goal actions and a boolean for START_CHIME;
 * `userId` names another user's timer (Owner or Administrator only).
 */
export type TimerCommand =
  | { action: 'ping' }
  | {
      action: Exclude<TimerAction, 'SET_GOAL' | 'ADD_TO_GOAL' | 'REMOVE_FROM_GOAL' | 'START_CHIME'>;
      userId?: string;
    }
  | { action: 'SET_GOAL' | 'ADD_TO_GOAL' | 'REMOVE_FROM_GOAL'; value: number; userId?: string }
  | { action: 'START_CHIME'; value: boolean; userId?: string };

/** A user's timer as the service sends it after every change (spec 001 section 3). */
export type TimerState = {
  _id: string;
  userId: string;
  /** When the current run started (ISO instant); remaining time is `time` minus what has run since. */
  startAt: string;
  /** Milliseconds left, as of `startAt` while running, as of the pause otherwise. */
  time: number;
  goal: number;
  initialGoal: number;
  chiming: boolean;
  paused: boolean;
  forcedPause: boolean;
  started: boolean;
};

export const TIMELOG_EVENT_TYPES = [
  'Timelog Resumed',
  'Timelog Paused',
  'Time Logged',
  'Automatic Pause',
] as const;
export type TimelogEventType = (typeof TIMELOG_EVENT_TYPES)[number];

/** What the service sends: a state (with `error` when the command was refused), a pong, an event, the week's close. */
export type TimerServerMessage =
  | (TimerState & { error?: string })
  | { heartbeat: 'pong' }
  | { type: 'TIMELOG_EVENT'; data: { eventType: TimelogEventType; timestamp: string; userId: string } }
  | { action: 'WEEK_CLOSE_PAUSE' };

/** The connection states the widget names (spec 001 section 4). */
export const TIMER_CONNECTION_STATES = {
  connecting: 'Connecting to the timer service',
  open: 'Open',
  closing: 'Closing the connection',
  closed: 'The connection with the timer service is closed',
  uninstantiated: 'Uninstantiated',
} as const;
