import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { within } from '../time-limit.js';
import { DatabaseUnavailableError } from './sql-errors.js';

/** The tables a database is queried with; the composition root (`src/db.ts`) gives every one of them. */
export type Tables = Record<string, unknown>;

/**
 * What platform code queries with, whatever the tables: the database or one of its open
 * transactions, through the query builder's statements only.
 */
export type SqlRunner = Pick<NodePgDatabase<Tables>, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The database as platform code that opens its own transactions sees it. */
export type PlatformDb = NodePgDatabase<Tables>;

/** How the pool shares the database: each limit turns a stuck piece of work into an error, not a hang. */
export type PoolSettings = {
  /** The most connections open at once. */
  max: number;
  /** How long a query waits for a free connection (or for a new one to open) before it is refused. */
  acquireTimeoutMs: number;
  /** The longest one statement may run; the database cancels it after that. */
  statementTimeoutMs: number;
  /** The longest a transaction may wait for its next statement; the database ends the session after that. */
  idleInTransactionTimeoutMs: number;
  /**
   * Refuse at once a query sent to the pool while the same work's transaction is open
   * (`PoolUsedInsideTransactionError`). An assertion for development and the tests: it tracks every
   * promise of the process (AsyncLocalStorage), about a tenth of the CPU of a quick read, so production
   * goes without it, where such a query ends in the acquire timeout instead.
   */
  guardTransactions: boolean;
};

export const defaultPoolSettings: PoolSettings = {
  max: 10,
  acquireTimeoutMs: 10_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 30_000,
  guardTransactions: true,
};

export type Database<S extends Tables = Tables> = {
  pool: pg.Pool;
  db: NodePgDatabase<S>;
  /** Whether the database answers a query within `timeoutMs`; never waits longer. */
  isReachable(timeoutMs: number): Promise<boolean>;
  /** Ends the pool once every connection is back; calling it again waits for the same end. */
  close(): Promise<void>;
  /** Cuts every open connection, in use or idle: the work holding one fails at its next query. */
  cutConnections(): void;
};

/**
 * Work that holds a connection in an open transaction asked the pool for another. Under load every
 * connection can be held that way, each waiting for one more: the pool would wait for ever.
 */
export class PoolUsedInsideTransactionError extends Error {
  constructor() {
    super('A query went to the pool while its own transaction was open: pass the transaction to it.');
  }
}

// int8 and numeric come back as strings by default; counts and sums here fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Set while a transaction of the current piece of work is open. */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: () => void,
) => void;

const unavailable = (cause: unknown) =>
  new DatabaseUnavailableError('No database connection became free in time.', { cause });

class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const misuse = openTransaction.getStore()?.open ? new PoolUsedInsideTransactionError() : undefined;
    if (!callback) {
      if (misuse) return Promise.reject(misuse);
      return super.connect().catch((error: unknown) => Promise.reject(unavailable(error)));
    }
    if (misuse) return process.nextTick(callback, misuse, undefined, () => undefined);
    super.connect((error, client, done) => callback(error && unavailable(error), client, done));
  }
}

export function connectDatabase<S extends Tables>(
  connectionString: string,
  schema: S,
  settings: Partial<PoolSettings> = {},
): Database<S> {
  const setting = <K extends keyof PoolSettings>(key: K) => settings[key] ?? defaultPoolSettings[key];
  const pool = new GuardedPool({
    connectionString,
    max: setting('max'),
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: setting('acquireTimeoutMs'),
    statement_timeout: setting('statementTimeoutMs'),
    idle_in_transaction_session_timeout: setting('idleInTransactionTimeoutMs'),
    // The data is on SSD or in memory: reading a row by key costs little more than reading the next
    // one. PostgreSQL's default (4) assumes spinning disks and has the planner scan all 50,000 tasks
    // rather than look up the 1,800 a team works on.
    options: '-c random_page_cost=1.1',
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const clients = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    clients.add(client);
    // Nor must one in use, ended by the database (a timeout, a shutdown): its work's next query fails.
    client.on('error', () => undefined);
  });
  pool.on('remove', (client) => clients.delete(client));

  const db = drizzle(pool, { schema, casing: 'snake_case' });
  if (setting('guardTransactions')) {
    const begin = db.transaction.bind(db);
    db.transaction = (work, config) =>
      begin((tx) => {
        const scope = { open: true };
        return openTransaction.run(scope, () => work(tx)).finally(() => (scope.open = false));
      }, config);
  }

  let ended: Promise<void> | undefined;
  return {
    pool,
    db,
    isReachable: (timeoutMs) =>
      within(
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
        timeoutMs,
        false,
      ),
    close: () => (ended ??= pool.end()),
    cutConnections() {
      for (const client of clients) client.connection.stream.destroy();
    },
  };
}
