import type pg from 'pg';

/**
 * Runs `load`, which fills `table` with many rows, without the table's foreign keys and its indexes
 * that back no constraint, then puts them back: each is then checked or built once over the whole table
 * instead of row by row. The table's own triggers still run, as for any writer. Inside a transaction,
 * the table is locked from the first change to the end of the transaction.
 */
export async function bulkLoad<T>(client: pg.ClientBase, table: string, load: () => Promise<T>): Promise<T> {
  const { rows: foreignKeys } = await client.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = $1::regclass AND contype = 'f'`,
    [table],
  );
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes AS i
     WHERE i.schemaname = current_schema() AND i.tablename = $1
       AND NOT EXISTS (SELECT 1 FROM pg_constraint AS c WHERE c.conname = i.indexname)`,
    [table],
  );
  for (const { name } of foreignKeys) await client.query(`ALTER TABLE ${table} DROP CONSTRAINT "${name}"`);
  for (const { name } of indexes) await client.query(`DROP INDEX "${name}"`);
  const loaded = await load();
  for (const { definition } of indexes) await client.query(definition);
  for (const { name, definition } of foreignKeys)
    await client.query(`ALTER TABLE ${table} ADD CONSTRAINT "${name}" ${definition}`);
  return loaded;
}
