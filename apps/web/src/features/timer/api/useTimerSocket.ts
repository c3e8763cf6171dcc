import { useCallback, useEffect, useRef, useState } from 'react';
import {
  TIMER_HEARTBEAT_MS,
  TIMER_MISSED_BEATS_MAX,
  TIMER_SERVICE_PATH,
  type TIMER_CONNECTION_STATES,
  type TimerCommand,
  type TimerServerMessage,
  type TimerState,
} from '@hgn/domain/timer';
import { isSameUser } from '@hgn/domain/permissions';
import { useSession } from '../../../shared/session/useSession';
import { toastError } from '../../../ui/notify';

export type TimerConnectionState = keyof typeof TIMER_CONNECTION_STATES;

/** A command to the timer acted on: the hook adds the viewed user's id when there is one. */
export type TimerUserCommand =
  Exclude<TimerCommand, { action: 'ping' }> extends infer C
    ? C extends { userId?: string }
      ? Omit<C, 'userId'>
      : never
    : never;

export interface TimerSocket {
  connection: TimerConnectionState;
  /** The latest state of the timer acted on, null until the service has sent it. */
  timer: TimerState | null;
  /**
   * When more than TIMER_MISSED_BEATS_MAX heartbeats in a row had gone unanswered (epoch ms): the service
   * pauses such a timer, and so does the page until the person acknowledges it.
   */
  heartbeatLostAt: number | null;
  /** Sends the command when the connection is open; a command made while it is not is dropped. */
  send: (command: TimerUserCommand) => void;
  /** The person has read the Timer Paused modal of a lost heartbeat. */
  acknowledgeHeartbeatLoss: () => void;
}

/** Waits between reconnection attempts; the last one repeats. */
export const TIMER_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/** The timer service on this page's own host, over TLS when the page is. */
export function timerServiceUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${TIMER_SERVICE_PATH}`;
}

const isState = (message: TimerServerMessage): message is TimerState & { error?: string } =>
  '_id' in message && 'userId' in message;

const withUser = (command: TimerUserCommand, userId: string | undefined): TimerCommand =>
  userId ? { ...command, userId } : command;

function sendOn(socket: WebSocket | null, command: TimerCommand): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(command));
}

/**
 * The connection to the timer service while signed in: the session token as the subprotocol,
 * GET_TIMER on every (re)connection, a ping every TIMER_HEARTBEAT_MS, reconnection with backoff.
 * `userId` names another user's timer to act on (the caller checks that the viewer may); without it
 * the timer is the signed-in user's own. `sessionConfirmed`: the server has accepted the session on
 * this page; until then nothing connects, so a token the server no longer takes signs the person out
 * through the API rather than failing a socket's handshake as well.
 */
export function useTimerSocket(userId: string | undefined, sessionConfirmed: boolean): TimerSocket {
  const session = useSession();
  const token = session?.token ?? null;
  const timerUserId = userId ?? session?.claims.userid ?? null;

  const [connection, setConnection] = useState<TimerConnectionState>('uninstantiated');
  const [timer, setTimer] = useState<TimerState | null>(null);
  const [heartbeatLostAt, setHeartbeatLostAt] = useState<number | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const userIdRef = useRef(userId);
  const timerUserIdRef = useRef(timerUserId);

  const send = useCallback((command: TimerUserCommand): void => {
    sendOn(socketRef.current, withUser(command, userIdRef.current));
  }, []);

  // Another user's timer (or one's own again) is asked for on the open connection.
  useEffect(() => {
    userIdRef.current = userId;
    timerUserIdRef.current = timerUserId;
    setTimer(null);
    send({ action: 'GET_TIMER' });
  }, [userId, timerUserId, send]);

  useEffect(() => {
    if (!token || !sessionConfirmed) return undefined;
    let socket: WebSocket | null = null;
    let closedByPage = false;
    let attempts = 0;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let heartbeatTimer: ReturnType<typeof setInterval> | undefined;

    const connect = (): void => {
      const current = new WebSocket(timerServiceUrl(), token);
      socket = current;
      socketRef.current = current;
      setConnection('connecting');
      let missedBeats = 0;
      let awaitingPong = false;

      const beat = (): void => {
        if (awaitingPong) missedBeats += 1;
        if (missedBeats > TIMER_MISSED_BEATS_MAX) {
          // The service pauses a timer whose socket stopped answering; say so and start afresh.
          setHeartbeatLostAt(Date.now());
          clearInterval(heartbeatTimer);
          setConnection('closing');
          current.close();
          return;
        }
        awaitingPong = true;
        sendOn(current, { action: 'ping' });
      };

      current.addEventListener('open', () => {
        if (closedByPage) {
          current.close();
          return;
        }
        attempts = 0;
        setConnection('open');
        sendOn(current, withUser({ action: 'GET_TIMER' }, userIdRef.current));
        heartbeatTimer = setInterval(beat, TIMER_HEARTBEAT_MS);
      });
      current.addEventListener('message', (event: MessageEvent) => {
        let message: TimerServerMessage;
        try {
          message = JSON.parse(String(event.data)) as TimerServerMessage;
        } catch {
          return;
        }
        if ('heartbeat' in message) {
          awaitingPong = false;
          missedBeats = 0;
          return;
        }
        if (!isState(message)) return;
        const { error, ...state } = message;
        if (error) toastError(error);
        const shown = timerUserIdRef.current;
        if (shown && isSameUser({ userId: shown }, state.userId)) setTimer(state);
      });
      current.addEventListener('close', () => {
        clearInterval(heartbeatTimer);
        if (socketRef.current === current) socketRef.current = null;
        if (closedByPage) return;
        setConnection('closed');
        const delay = TIMER_RECONNECT_DELAYS_MS[Math.min(attempts, TIMER_RECONNECT_DELAYS_MS.length - 1)];
        attempts += 1;
        reconnectTimer = setTimeout(connect, delay);
      });
    };

    connect();
    return () => {
      // Signing out (or a new token) ends this connection for good.
      closedByPage = true;
      clearTimeout(reconnectTimer);
      clearInterval(heartbeatTimer);
      // A socket still connecting is closed once it opens: closing it during the handshake makes the
      // browser log a failed connection (as when a page signs out just after signing in).
      if (socket?.readyState !== WebSocket.CONNECTING) socket?.close();
      socketRef.current = null;
      setConnection('uninstantiated');
    };
  }, [token, sessionConfirmed]);

  const acknowledgeHeartbeatLoss = useCallback((): void => setHeartbeatLostAt(null), []);

  return { connection, timer, heartbeatLostAt, send, acknowledgeHeartbeatLoss };
}
