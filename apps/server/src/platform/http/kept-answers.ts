// Large answers that many callers read alike (the organisation's leaderboard, the weekly summaries
// report, the building lists, the job board, the map), kept as their JSON bytes between requests. Each
// kind of answer declares the tables it is read from (`keptAnswerKind`); statement triggers on them
// (`answer_changes_watch`, migrations 0044 and 0057) write a row into `answer_changes` for each
// transaction and table it changed a row of.
//
// A table's count is the number of transactions ever logged for it: its rows in the log plus those
// pruned from it (`answer_changes_pruned_tables`, counted by the statement that deletes them, so that
// any snapshot sees a row either in the log or in the count). A kind's stamp is the counts of the
// tables it reads. A transaction is counted from the moment it commits, in whatever order transactions
// commit, and a count never goes down: a stamp read after a commit that changed one of the kind's
// tables differs from every stamp read before it, including one read after a later transaction that
// took a higher transaction id committed first. (The greatest id of a sequence or an identity column
// would not do: a transaction holding a lower id may commit after a higher one was read.) A change to
// a table the kind does not read leaves its stamp, and its kept answers, as they were.
//
// A request reads the counts (one small query) before anything else: a kept answer is served only
// under the stamp it was computed at, so whatever was committed before the request came, on any
// server, is in its answer. Requests that come together share one read of the counts, which starts
// after the last of them came. The stamp is read before an answer is computed, so one computed across
// a change is kept under the older stamp and is never served again. Pruning leaves the counts as they are.
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

/** Each watched table's count of transactions, in one statement (one snapshot). */
const COUNTS_SQL = `select table_name, sum(n)::text as transactions from (
    select table_name, count(*) as n from answer_changes group by table_name
    union all select table_name, transactions from answer_changes_pruned_tables) counted
  group by table_name`;
/**
 * Deletes the committed rows of the log and counts them as pruned, by table and in all (what servers
 * of the version before migration 0057 read), in one statement (one snapshot).
 */
const PRUNE_SQL = `with pruned as (delete from answer_changes returning table_name),
  whole as (update answer_changes_pruned set transactions = transactions + (select count(*) from pruned))
  insert into answer_changes_pruned_tables (table_name, transactions)
  select table_name, count(*) from pruned group by table_name
  on conflict (table_name) do update
  set transactions = answer_changes_pruned_tables.transactions + excluded.transactions`;

type Counts = ReadonlyMap<string, string>;
/** A kind's stamp: the counts of the tables it reads. */
const stampOf = (kind: KeptAnswerKind, counts: Counts) =>
  kind.reads.map((table) => counts.get(table) ?? '0').join(' ');

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

  let reading: Promise<Counts> | undefined;
  let next: Promise<Counts> | undefined;

  function readCounts(): Promise<Counts> {
    const read = options.pool
      .query<{ table_name: string; transactions: string }>(COUNTS_SQL)
      .then(({ rows }) => new Map(rows.map((row) => [row.table_name, row.transactions])));
    reading = read;
    const done = () => {
      if (reading === read) reading = undefined;
    };
    read.then(done, done);
    return read;
  }

  /**
   * Counts read after the call. The read starts once the requests this turn of the event loop
   * received have asked for it, and never while another is on its way (that one may have begun before
   * a change this caller must see): every caller until it starts shares it.
   */
  function freshCounts(): Promise<Counts> {
    next ??= (reading ?? Promise.resolve(undefined))
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(() => {
        next = undefined;
        return readCounts();
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
    const stamp = stampOf(kind, await freshCounts());
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
