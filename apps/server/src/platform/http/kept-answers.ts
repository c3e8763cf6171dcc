// Large answers that many callers read alike (the organisation's leaderboard, the weekly summaries
// report, the building lists, the job board, the map), kept as their JSON bytes between requests. Each
// kind of answer declares the tables it is read from (`keptAnswerKind`); statement triggers on them
// (`answer_changes_watch`, migration 0044) write a row into `answer_changes` for each transaction that
// changes a row of one of them.
//
// The stamp is the number of transactions ever logged: the log's rows plus those pruned from it
// (`answer_changes_pruned`, counted by the statement that deletes them, so that any snapshot sees a
// row either in the log or in the count). A transaction is counted from the moment it commits, in
// whatever order transactions commit, and the count never goes down: a stamp read after a commit
// differs from every stamp read before it, including one read after a later transaction that took a
// higher transaction id committed first. (The greatest id of a sequence or an identity column would
// not do: a transaction holding a lower id may commit after a higher one was read.)
//
// A request reads the stamp (one small query) before anything else: a kept answer is served only
// under the stamp it was computed at, so whatever was committed before the request came, on any
// server, is in its answer. Requests that come together share one read of the stamp, which starts
// after the last of them came. The stamp is read before an answer is computed, so one computed across
// a change is kept under the older stamp and is never served again. Pruning leaves the stamp as it is.
import { getTableName, type Table } from 'drizzle-orm';
import type pg from 'pg';
import type { BaseLogger } from 'pino';
import { promisify } from 'node:util';
import { constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';
import { RawJson } from './raw-json.js';

/** A kind of kept answer: its name and the tables it is read from, which must all be watched. */
export type KeptAnswerKind = { readonly name: string; readonly reads: readonly string[] };

const declaredKinds: KeptAnswerKind[] = [];

/** Declares a kind of kept answer and the tables its computation reads. */
export function keptAnswerKind(name: string, reads: readonly Table[]): KeptAnswerKind {
  const kind = { name, reads: reads.map((table) => getTableName(table)) };
  declaredKinds.push(kind);
  return kind;
}

/** Every kind of kept answer declared by the modules loaded so far (all of them, once the app is built). */
export const keptAnswerKinds = (): readonly KeptAnswerKind[] => declaredKinds;

/** A value to keep and what it costs to keep: its bytes, as near as they can be told. */
export type Keepable<T> = { value: T; bytes: number };

export type KeptAnswers = {
  /**
   * The answer of `kind` kept under `key` for what the database holds now, or `compute`'s, kept. The
   * key names everything the answer depends on besides the tables (the week, the scope, the day).
   */
  answer<T>(kind: KeptAnswerKind, key: string, compute: () => Promise<RawJson<T>>): Promise<RawJson<T>>;
  /**
   * As `answer`, for a value that several answers are cut from (the pages of a list and its whole JSON):
   * kept for what the database holds now, under the same rule, and counted by the bytes it declares.
   */
  value<T>(kind: KeptAnswerKind, key: string, compute: () => Promise<Keepable<T>>): Promise<T>;
};

/** For processes that do not serve requests (tools, the benchmarks' jobs): every answer is computed. */
export const noKeptAnswers: KeptAnswers = {
  answer: (_kind, _key, compute) => compute(),
  value: async (_kind, _key, compute) => (await compute()).value,
};

const gzip = promisify(gzipCallback);
/** Kept answers this large or larger are kept gzipped too (the map's, at 5,000 people, is 1.7 MB). */
const GZIP_FROM_BYTES = 16 * 1024;

/** The log is pruned at most once in this long per server. */
const PRUNE_EVERY_MS = 60_000;

const STAMP_SQL = `select ((select transactions from answer_changes_pruned)
  + (select count(*) from answer_changes))::text as stamp`;
/** Deletes the committed rows of the log and counts them as pruned, in one statement (one snapshot). */
const PRUNE_SQL = `with pruned as (delete from answer_changes returning 1)
  update answer_changes_pruned set transactions = transactions + (select count(*) from pruned)`;

type Kept = { stamp: string; value: unknown; bytes: number };

/**
 * Keeps answers of at most `maxBytes` in all, the least recently read going first. Concurrent
 * requests for an answer not kept share one computation.
 */
export function createKeptAnswers(options: {
  pool: Pick<pg.Pool, 'query'>;
  maxBytes: number;
  now: () => number;
  log: Pick<BaseLogger, 'warn'>;
}): KeptAnswers {
  const kept = new Map<string, Kept>();
  const pending = new Map<string, Promise<unknown>>();
  let bytes = 0;
  let prunedAt = options.now();

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
  };
  function keep(key: string, entry: Kept) {
    drop(key);
    if (entry.bytes > options.maxBytes) return;
    kept.set(key, entry);
    bytes += entry.bytes;
    for (const [oldest] of kept) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
  }

  let reading: Promise<string> | undefined;
  let next: Promise<string> | undefined;

  function readStamp(): Promise<string> {
    const read = options.pool.query<{ stamp: string }>(STAMP_SQL).then(({ rows }) => rows[0]!.stamp);
    reading = read;
    const done = () => {
      if (reading === read) reading = undefined;
    };
    read.then(done, done);
    return read;
  }

  /**
   * A stamp read after the call. The read starts once the requests this turn of the event loop
   * received have asked for it, and never while another is on its way (that one may have begun before
   * a change this caller must see): every caller until it starts shares it.
   */
  function freshStamp(): Promise<string> {
    next ??= (reading ?? Promise.resolve(''))
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(() => {
        next = undefined;
        return readStamp();
      });
    return next;
  }

  function pruneNowAndThen() {
    if (options.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = options.now();
    options.pool.query(PRUNE_SQL).catch((error: unknown) => {
      options.log.warn({ err: error }, 'the log of answer changes could not be pruned');
    });
  }

  async function computeAndKeep<T>(
    key: string,
    stamp: string,
    compute: () => Promise<Keepable<T>>,
  ): Promise<T> {
    try {
      const { value, bytes: size } = await compute();
      keep(key, { stamp, value, bytes: size });
      return value;
    } finally {
      pending.delete(`${stamp} ${key}`);
    }
  }

  async function value<T>(
    kind: KeptAnswerKind,
    keyOfKind: string,
    compute: () => Promise<Keepable<T>>,
  ): Promise<T> {
    const key = `${kind.name} ${keyOfKind}`;
    const stamp = await freshStamp();
    pruneNowAndThen();
    const hit = kept.get(key);
    if (hit?.stamp === stamp) {
      kept.delete(key);
      kept.set(key, hit);
      return hit.value as T;
    }
    const shared = `${stamp} ${key}`;
    let computing = pending.get(shared) as Promise<T> | undefined;
    if (!computing) {
      computing = computeAndKeep(key, stamp, compute);
      pending.set(shared, computing);
    }
    return computing;
  }

  return {
    value,
    async answer<T>(
      kind: KeptAnswerKind,
      keyOfKind: string,
      compute: () => Promise<RawJson<T>>,
    ): Promise<RawJson<T>> {
      const { body, gzipped } = await value(kind, keyOfKind, async () => {
        const computed = (await compute()).body;
        const bytesOfBody = typeof computed === 'string' ? Buffer.from(computed) : computed;
        // Compressed once, off the event loop, for every client that accepts it until the answer changes.
        const zipped =
          bytesOfBody.length >= GZIP_FROM_BYTES
            ? await gzip(bytesOfBody, { level: zlibConstants.Z_BEST_SPEED })
            : undefined;
        return {
          value: { body: bytesOfBody, gzipped: zipped },
          bytes: bytesOfBody.length + (zipped?.length ?? 0),
        };
      });
      return new RawJson<T>([body], gzipped);
    },
  };
}
