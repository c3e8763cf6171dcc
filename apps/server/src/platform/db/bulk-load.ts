import type pg from 'pg';

/**
 * Runs `load`, which fills `table` with many rows, without the table's foreign keys and its indexes
 * that back no constraint, then puts them back: each is then checked or built once over the whole table
 * instead of row by row. With `keys`, a table that no other table refers to loses its primary key and
 * unique constraints for the load too (a key built once is several times cheaper than one kept up row
 * by row in the random order of UUIDs); a load that repeats a key then fails when the key is put back.
 * The table's own triggers still run, as for any writer. Inside a transaction, the table is locked from
 * the first change to the end of the transaction.
 */
export async function bulkLoad<T>(
  client: pg.ClientBase,
  table: string,
  load: () => Promise<T>,
  options: { keys?: boolean } = {},
): Promise<T> {
  const { empty, referenced } = await stateOf(client, table);
  const withKeys = options.keys === true && !referenced;
  const { rows: constraints } = await client.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = $1::regclass AND (contype = 'f' OR ($2 AND contype IN ('p', 'u')))
     ORDER BY contype = 'f' DESC`,
    [table, withKeys],
  );
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes AS i
     WHERE i.schemaname = current_schema() AND i.tablename = $1
       AND NOT EXISTS (SELECT 1 FROM pg_constraint AS c WHERE c.conname = i.indexname)`,
    [table],
  );
  // Emptied again, the table's rows go into a new file of the transaction, which PostgreSQL writes
  // without logging each row where wal_level is minimal (as `npm run import-hgn` starts it).
  if (withKeys && empty) await client.query(`TRUNCATE ${table}`);
  // Foreign keys go first, before the keys they may refer to, and come back last.
  for (const { name } of constraints) await client.query(`ALTER TABLE ${table} DROP CONSTRAINT "${name}"`);
  for (const { name } of indexes) await client.query(`DROP INDEX "${name}"`);
  const loaded = await load();
  for (const { name, definition } of constraints.toReversed())
    await client.query(`ALTER TABLE ${table} ADD CONSTRAINT "${name}" ${definition}`);
  for (const { definition } of indexes) await client.query(definition);
  return loaded;
}

async function stateOf(client: pg.ClientBase, table: string) {
  const { rows } = await client.query<{ empty: boolean; referenced: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM ${table}) AS empty,
       EXISTS (SELECT 1 FROM pg_constraint WHERE confrelid = $1::regclass AND conrelid <> confrelid) AS referenced`,
    [table],
  );
  return rows[0]!;
}
