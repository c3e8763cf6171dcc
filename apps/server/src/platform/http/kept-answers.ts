// Large answers that many callers read alike (the organisation's leaderboard, the weekly summaries
// report), kept as their JSON bytes between requests. An answer is kept only while this server hears
// every committed change of the tables it is read from: the triggers of migration 0022 notify
// `answer_changes` when a statement changes one, and each notification forgets every kept answer.
// Before it answers from what is kept, a request makes a round trip on the listening connection, so
// whatever was committed before the request arrived (on any server) has been heard: a caller who
// has just logged time is never shown the board from before it. An answer computed while a change
// arrived is not kept, since it may have read what the change replaced.
import type { BaseLogger } from 'pino';
import { createListener, type Listener } from '../db/listener.js';
import { rawJson, type RawJson } from './raw-json.js';

/** The channel the triggers of migration 0022 notify. */
export const ANSWER_CHANGES_CHANNEL = 'answer_changes';

export type KeptAnswers = {
  /**
   * The answer kept under `key`, or `compute`'s, kept when nothing changed meanwhile. The key names
   * everything the answer depends on besides the tables (the week, the scope, the day).
   */
  answer<T>(key: string, compute: () => Promise<RawJson<T>>): Promise<RawJson<T>>;
  /** Listening, so that answers can be kept. */
  start(): Promise<void>;
  close(): Promise<void>;
};

/** For processes that do not serve requests (tools, the benchmarks' jobs): every answer is computed. */
export const noKeptAnswers: KeptAnswers = {
  answer: (_key, compute) => compute(),
  start: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

type Kept = { body: Buffer };

/**
 * Keeps answers of at most `maxBytes` in all, the least recently read going first. Concurrent
 * requests for an answer not kept share one computation.
 */
export function createKeptAnswers(options: {
  connectionString: string | undefined;
  maxBytes: number;
  log: Pick<BaseLogger, 'warn'>;
  /** The listener, for the tests; one on `answer_changes` otherwise. */
  listener?: (handlers: { onChange: () => void; onLost: () => void; onReconnected: () => void }) => Listener;
}): KeptAnswers {
  const kept = new Map<string, Kept>();
  const pending = new Map<string, Promise<RawJson<unknown>>>();
  let bytes = 0;
  let generation = 0;
  let listening = false;

  const forget = () => {
    generation += 1;
    kept.clear();
    pending.clear();
    bytes = 0;
  };
  const handlers = {
    onChange: forget,
    onLost: () => {
      listening = false;
      forget();
    },
    onReconnected: () => {
      forget();
      listening = true;
    },
  };
  const listener =
    options.listener?.(handlers) ??
    createListener({
      connectionString: options.connectionString,
      channel: ANSWER_CHANGES_CHANNEL,
      onNotification: handlers.onChange,
      onLost: handlers.onLost,
      onReconnected: handlers.onReconnected,
      log: options.log,
    });

  // Round trips on the listening connection, shared: a request waits for one that began after it came.
  let syncing: Promise<void> | undefined;
  let nextSync: Promise<void> | undefined;
  function heardEverything(): Promise<void> {
    if (!syncing) {
      syncing = listener.sync().finally(() => {
        syncing = undefined;
      });
      return syncing;
    }
    nextSync ??= syncing
      .catch(() => undefined)
      .then(() => {
        nextSync = undefined;
        return heardEverything();
      });
    return nextSync;
  }

  function keep(key: string, body: Buffer) {
    if (body.length > options.maxBytes) return;
    kept.set(key, { body });
    bytes += body.length;
    for (const [oldest, entry] of kept) {
      if (bytes <= options.maxBytes) break;
      kept.delete(oldest);
      bytes -= entry.body.length;
    }
  }

  async function computeAndKeep<T>(key: string, compute: () => Promise<RawJson<T>>): Promise<RawJson<T>> {
    const since = generation;
    try {
      const { body } = await compute();
      const bytesOfBody = typeof body === 'string' ? Buffer.from(body) : body;
      if (listening && generation === since) keep(key, bytesOfBody);
      return rawJson<T>(bytesOfBody);
    } finally {
      if (generation === since) pending.delete(key);
    }
  }

  return {
    async answer<T>(key: string, compute: () => Promise<RawJson<T>>): Promise<RawJson<T>> {
      if (!listening) return compute();
      try {
        await heardEverything();
      } catch {
        return compute();
      }
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return rawJson<T>(hit.body);
      }
      let computing = pending.get(key) as Promise<RawJson<T>> | undefined;
      if (!computing) {
        computing = computeAndKeep(key, compute);
        pending.set(key, computing);
      }
      return computing;
    },
    async start() {
      try {
        await listener.ready();
        listening = true;
      } catch (error) {
        options.log.warn({ err: error }, 'answers are computed on every request: no listener');
      }
    },
    close: () => listener.close(),
  };
}
