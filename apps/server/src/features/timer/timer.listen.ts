import pg from 'pg';
import type { BaseLogger } from 'pino';
import { TIMER_CHANNEL } from './timer.repo.js';
import type { TimerChange } from './timer.service.js';

/** How long the listener waits before connecting again after losing its connection. */
const RECONNECT_DELAY_MS = 1_000;

export type TimerListener = {
  /** Listening: resolves once the first connection listens (connecting on first call). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/**
 * One dedicated connection per server LISTENs to timer changes committed by any server and hands
 * them on. After a lost connection it connects again and calls `onReconnected`, since changes made
 * meanwhile were not heard.
 */
export function createTimerListener(options: {
  connectionString: string | undefined;
  onChange: (change: TimerChange) => void;
  onReconnected: () => void;
  log: Pick<BaseLogger, 'warn'>;
}): TimerListener {
  let client: pg.Client | undefined;
  let first: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (message) => {
      if (message.channel !== TIMER_CHANNEL || !message.payload) return;
      options.onChange(JSON.parse(message.payload) as TimerChange);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    client = next;
    await next.connect();
    // Closed while connecting: this connection is not the one close() ended.
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    await next.query(`LISTEN ${TIMER_CHANNEL}`);
  }

  function lost(gone: pg.Client) {
    if (closed || client !== gone || retry) return;
    client = undefined;
    gone.end().catch(() => undefined);
    options.log.warn('the timer listener lost its database connection; connecting again');
    const attempt = () => {
      retry = setTimeout(() => {
        connect().then(
          () => {
            retry = undefined;
            options.onReconnected();
          },
          () => attempt(),
        );
      }, RECONNECT_DELAY_MS);
      retry.unref();
    };
    attempt();
  }

  return {
    ready: () =>
      (first ??= connect().catch((error: unknown) => {
        first = undefined;
        throw error;
      })),
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
