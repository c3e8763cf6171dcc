// Statements built once (platform/db/README.md): the query builder writes the
// text the first time it is needed, and each connection has PostgreSQL parse and plan it once.
import { fillPlaceholders, type Query } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** The database or one of its open transactions, as the query builder gives them. */
export type StatementRunner = { readonly _: { readonly session: object } };

type Prepared<Result> = PgPreparedQuery<PreparedQueryConfig & { execute: Result }>;

/**
 * The connection a runner's statements go to: the pool for the database, the transaction's own
 * client for a transaction. The query builder keeps it on its session without declaring it; a
 * version that stops doing so fails here, loudly, rather than running outside the transaction.
 */
const connectionOf = (runner: StatementRunner): object => {
  const { client } = runner._.session as { client?: unknown };
  if (typeof client !== 'object' || client === null)
    throw new Error('The query builder no longer keeps the connection on its session.');
  return client;
};

/**
 * A statement whose values are all `sql.placeholder(name)`s, built the first time it runs and run as
 * the named prepared statement `name` (unique in the product) on the database or inside the caller's
 * transaction, with the builder's own mapping of its rows. For the hottest paths only: building a
 * statement costs about as much CPU as PostgreSQL answering a simple one.
 */
export function preparedStatement<Runner extends StatementRunner, Result>(
  name: string,
  build: (runner: Runner) => { prepare(name: string): Prepared<Result> },
): (runner: Runner, values: Record<string, unknown>) => Promise<Result> {
  let built: Prepared<Result> | undefined;
  const onConnection = new WeakMap<object, Prepared<Result>>();
  return (runner, values) => {
    built ??= build(runner).prepare(name);
    const connection = connectionOf(runner);
    let bound = onConnection.get(connection);
    if (!bound) {
      bound = Object.create(built, { client: { value: connection } }) as Prepared<Result>;
      onConnection.set(connection, bound);
    }
    return bound.execute(values);
  };
}

/**
 * `preparedStatement` for a statement of many rows, answered as the driver gives them: each row an
 * object keyed by the statement's column names, with the driver's own parsing of values (numbers and
 * booleans; `bigint` and `numeric` as text, so cast days and instants to text or numbers in the SQL).
 * The builder's mapping of rows checks every field of every row and costs more than the query for
 * thousands of rows; this one leaves it out.
 */
export function preparedRows<Runner extends StatementRunner, Row extends pg.QueryResultRow>(
  name: string,
  build: (runner: Runner) => { toSQL(): Query },
): (runner: Runner, values: Record<string, unknown>) => Promise<Row[]> {
  let built: Query | undefined;
  return async (runner, values) => {
    built ??= build(runner).toSQL();
    const connection = connectionOf(runner) as pg.Pool | pg.PoolClient;
    const result = await connection.query<Row>({
      name,
      text: built.sql,
      values: fillPlaceholders(built.params, values),
    });
    return result.rows;
  };
}
