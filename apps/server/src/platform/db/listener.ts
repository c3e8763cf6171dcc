import pg from 'pg';
import type { BaseLogger } from 'pino';

/** How long a listener waits before connecting again after losing its connection. */
const RECONNECT_DELAY_MS = 1_000;

export type Listener = {
  /** Listening: resolves once the first connection listens (connecting on first call). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A dedicated connection that LISTENs to one channel and hands on what any server's transactions
 * NOTIFY there as they commit. After a lost connection it says so (`onLost`), connects again and calls
 * `onReconnected`, since notifications sent meanwhile were not heard.
 */
export function createListener(options: {
  connectionString: string | undefined;
  channel: string;
  onNotification: (payload: string) => void;
  onLost?: () => void;
  onReconnected: () => void;
  log: Pick<BaseLogger, 'warn'>;
}): Listener {
  let client: pg.Client | undefined;
  let first: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotification(message.payload ?? '');
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
    await next.query(`LISTEN ${options.channel}`);
  }

  function lost(gone: pg.Client) {
    if (closed || client !== gone || retry) return;
    client = undefined;
    gone.end().catch(() => undefined);
    options.onLost?.();
    options.log.warn(`the ${options.channel} listener lost its database connection; connecting again`);
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
