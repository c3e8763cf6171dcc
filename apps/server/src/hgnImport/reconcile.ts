// How an import reaches the product's tables. The collections are written into a scratch schema
// (`NEXT`): a copy of the product's tables without triggers or foreign keys. The rows the previous
// import wrote are kept in `BASE`. The product's tables then take the difference, row by row and
// column by column, by primary key (a three-way merge): a row new in the dump is inserted, a column
// the dump changed is written, a row gone from the dump is deleted. Whatever this product changed or
// created since is kept, and a dump imported twice changes nothing. Row ids are drawn from the
// documents' ObjectIds (`localIdOf`), so the same document always gives the same key.
import { sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../db.js';
import { isStillReferenced, isUniqueViolation } from '../platform/db/sql-errors.js';
import { bulkLoad } from '../platform/db/bulk-load.js';
import { clientOf } from './importContext.js';
import { rowsWritten, type Progress } from './report.js';

/** The database is not one the import may write into, or the dump cannot go into it; nothing was written. */
export class ImportRefusedError extends Error {}

/** The scratch schema an import writes into. */
export const NEXT = 'hgn_import_next';
/** The rows the previous import wrote, as it wrote them. */
export const BASE = 'hgn_import_base';

/** Tables never copied: the log behind the kept answers' stamp, which only grows. */
export const KEPT_TABLES = new Set([
  'answer_changes',
  'answer_changes_pruned',
  'answer_changes_pruned_tables',
]);

/**
 * Columns that say when the import wrote a row (the time of its import, of a role it added, of a
 * blue square it retired), not what the row holds: never a change by themselves. So are the columns
 * a sequence fills (the stamps of kept answers).
 */
const STAMP_COLUMNS = new Set([
  'hgn_origins.imported_at',
  'roles.updated_at',
  'retired_blue_squares.retired_at',
]);

type Column = { name: string; type: string; sequenced: boolean };
type Table = { name: string; key: string[]; columns: Column[] };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The condition that rows `a` and `b` of the table have the same primary key. */
const sameKey = (table: Table, a: string, b: string) =>
  table.key.map((k) => `${a}.${quoted(k)} = ${b}.${quoted(k)}`).join(' and ');

/** The product's tables, parents before the tables that refer to them. */
async function productTables(tx: DbOrTransaction, schema: string): Promise<Table[]> {
  const { rows } = await tx.execute<{
    name: string;
    key: string[] | null;
    columns: Column[];
    parents: string[];
  }>(sql`
    select c.relname::text as name,
      (select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
        from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = c.oid and i.indisprimary) as key,
      (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
          'sequenced', coalesce(pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false)) order by a.attnum)
        from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      array(select distinct p.relname::text from pg_constraint f join pg_class p on p.oid = f.confrelid
        where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as parents
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  const tables = rows.filter((row) => !KEPT_TABLES.has(row.name));
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name)) return;
    placed.add(name);
    const table = byName.get(name);
    if (!table) return;
    for (const parent of table.parents) place(parent);
    ordered.push({ name: table.name, key: table.key ?? [], columns: table.columns });
  };
  for (const table of tables) place(table.name);
  return ordered;
}

const schemaExists = async (tx: DbOrTransaction, schema: string) =>
  (await tx.execute(sql`select 1 from pg_namespace where nspname = ${schema}`)).rows.length > 0;

/** Whether an import wrote into this database before, and kept what it wrote. */
export const hasBase = (tx: DbOrTransaction) => schemaExists(tx, BASE);

/**
 * Copies the tables of `from` into a new schema `to`, empty, with their keys and unique constraints
 * but without the indexes that only speed up the product's reads: the import and the merge find rows
 * by key.
 */
async function copySchema(tx: DbOrTransaction, tables: Table[], from: string, to: string) {
  await tx.execute(sql.raw(`drop schema if exists ${quoted(to)} cascade; create schema ${quoted(to)}`));
  for (const table of tables)
    await tx.execute(
      sql.raw(
        `create table ${quoted(to)}.${quoted(table.name)} (like ${quoted(from)}.${quoted(table.name)} including defaults including constraints including indexes including generated)`,
      ),
    );
  const { rows } = await tx.execute<{ name: string }>(sql`
    select c.relname::text as name from pg_index i
      join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${to} and not i.indisunique`);
  if (rows.length > 0)
    await tx.execute(
      sql.raw(`drop index ${rows.map((row) => `${quoted(to)}.${quoted(row.name)}`).join(', ')}`),
    );
}

/**
 * Makes the scratch schema, empty, with a table for each of the product's tables (and the base too
 * on a first import), and points the transaction's search path at it, so the collections' writes,
 * which name tables without a schema, land there. Returns the product's schema and tables.
 */
export async function openScratch(tx: DbOrTransaction) {
  const { rows } = await tx.execute<{ schema: string; path: string }>(
    sql`select current_schema() as schema, current_setting('search_path') as path`,
  );
  const { schema, path } = rows[0]!;
  const tables = await productTables(tx, schema);
  await copySchema(tx, tables, schema, NEXT);
  if (!(await hasBase(tx))) await copySchema(tx, tables, schema, BASE);
  else
    for (const table of tables)
      await tx.execute(
        sql.raw(
          `create table if not exists ${quoted(BASE)}.${quoted(table.name)} (like ${quoted(schema)}.${quoted(table.name)} including defaults)`,
        ),
      );
  await tx.execute(sql`select set_config('search_path', ${`${quoted(NEXT)}, ${path}`}, true)`);
  return {
    schema,
    tables,
    /** Points the search path back at the product's tables. */
    close: () => tx.execute(sql`select set_config('search_path', ${path}, true)`),
  };
}

export type TableChanges = { table: string; inserted: number; updated: number; deleted: number };

async function columnsIn(tx: DbOrTransaction, schema: string, table: string) {
  const { rows } = await tx.execute<{ name: string }>(sql`
    select a.attname as name from pg_attribute a
    where a.attrelid = ${`${quoted(schema)}.${quoted(table)}`}::regclass and a.attnum > 0 and not a.attisdropped`);
  return new Set(rows.map((row) => row.name));
}

const detailOf = (error: unknown): string => {
  const e = error as { detail?: string; cause?: { detail?: string } };
  return e.cause?.detail ?? e.detail ?? '';
};

/**
 * Runs one statement of the merge; a record created or changed here since that the dump's rows
 * collide with refuses the import in a sentence naming the table and the record.
 */
async function merging(tx: DbOrTransaction, table: string, statement: string) {
  try {
    return await tx.execute(sql.raw(statement));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ImportRefusedError(
        `The dump's ${table} collide with a record made or changed here since the previous import (${detailOf(error)}): change one of them, here or in HGN, and import again.`,
      );
    if (isStillReferenced(error))
      throw new ImportRefusedError(
        `Rows of ${table} that HGN no longer has are still used by records made here since the previous import (${detailOf(error)}): remove those records here, or keep the rows in HGN, and import again.`,
      );
    throw error;
  }
}

/** Rows a table takes at once from the scratch schema beyond which its indexes are built afterwards. */
const BULK_ROWS = 10_000;

const rowCount = async (tx: DbOrTransaction, schema: string, table: string) =>
  Number(
    (await tx.execute<{ n: string }>(sql.raw(`select count(*) as n from ${quoted(schema)}.${quoted(table)}`)))
      .rows[0]!.n,
  );

const hasRows = async (tx: DbOrTransaction, schema: string, table: string) =>
  (await tx.execute(sql.raw(`select 1 from ${quoted(schema)}.${quoted(table)} limit 1`))).rows.length > 0;

/**
 * Applies the difference between the base and the scratch schema to the product's tables (inserts and
 * updates parents first, deletes children first), then keeps the scratch schema as the next import's
 * base. Returns what changed, table by table.
 */
export async function applyChanges(
  tx: DbOrTransaction,
  { schema, tables }: { schema: string; tables: Table[] },
  progress: Progress,
): Promise<TableChanges[]> {
  const changes: TableChanges[] = [];
  const live: Array<{ table: Table; next: string; base: string; main: string }> = [];
  for (const table of tables) {
    if (!(await hasRows(tx, NEXT, table.name)) && !(await hasRows(tx, BASE, table.name))) continue;
    if (table.key.length === 0) throw new Error(`The table ${table.name} has no primary key to import by.`);
    live.push({
      table,
      next: `${quoted(NEXT)}.${quoted(table.name)}`,
      base: `${quoted(BASE)}.${quoted(table.name)}`,
      main: `${quoted(schema)}.${quoted(table.name)}`,
    });
  }
  for (const { table, next, base, main } of live) {
    const names = table.columns.map((c) => quoted(c.name)).join(', ');
    // A row with the same key already here (a role every database has, a link made here too)
    // takes the dump's values.
    const keys = new Set(table.key);
    const values = table.columns.filter((c) => !keys.has(c.name));
    const onConflict =
      values.length === 0
        ? 'do nothing'
        : `do update set ${values.map((c) => `${quoted(c.name)} = excluded.${quoted(c.name)}`).join(', ')}`;
    const firstImport = !(await hasRows(tx, BASE, table.name));
    // Into a table still empty, every row is new: no key to compare, no conflict to resolve.
    const intoEmpty = firstImport && !(await hasRows(tx, schema, table.name));
    // The rows written: new ones, and ones already here that took the dump's values (told apart by
    // `xmax`, which is 0 in a row version an insert made).
    const insert = async (): Promise<{ inserted: number; taken: number }> => {
      if (intoEmpty)
        return {
          inserted:
            (await merging(tx, table.name, `insert into ${main} (${names}) select ${names} from ${next}`))
              .rowCount ?? 0,
          taken: 0,
        };
      const { rows } = await merging(
        tx,
        table.name,
        `with written as (insert into ${main} (${names}) select ${names} from ${next} n where not exists (select 1 from ${base} b where ${sameKey(table, 'b', 'n')}) on conflict (${table.key.map(quoted).join(', ')}) ${onConflict} returning xmax = 0 as fresh)
        select count(*) filter (where fresh)::int as inserted, count(*) filter (where not fresh)::int as taken from written`,
      );
      return rows[0] as { inserted: number; taken: number };
    };
    // A first import of a large table: its foreign keys are checked and its indexes (its keys too,
    // into an empty table) built once.
    const written =
      firstImport && (await rowCount(tx, NEXT, table.name)) > BULK_ROWS
        ? await bulkLoad(clientOf(tx), table.name, insert, { keys: intoEmpty })
        : await insert();
    const inBase = await columnsIn(tx, BASE, table.name);
    const isStamp = (c: Column) => c.sequenced || STAMP_COLUMNS.has(`${table.name}.${c.name}`);
    const compared = table.columns.filter((c) => !keys.has(c.name) && inBase.has(c.name) && !isStamp(c));
    // json has no equality; every other column type the product uses has.
    const value = (alias: string, c: Column) =>
      c.type === 'json' ? `${alias}.${quoted(c.name)}::jsonb` : `${alias}.${quoted(c.name)}`;
    const differs = (c: Column) => `${value('n', c)} is distinct from ${value('b', c)}`;
    let updated = 0;
    if (compared.length > 0) {
      const sets = table.columns
        .filter((c) => !keys.has(c.name))
        .map((c) =>
          compared.includes(c)
            ? `${quoted(c.name)} = case when ${differs(c)} then n.${quoted(c.name)} else m.${quoted(c.name)} end`
            : isStamp(c)
              ? `${quoted(c.name)} = n.${quoted(c.name)}`
              : null,
        )
        .filter((set): set is string => set !== null);
      const result = await merging(
        tx,
        table.name,
        `update ${main} m set ${sets.join(', ')} from ${next} n join ${base} b on ${sameKey(table, 'b', 'n')} where ${sameKey(table, 'm', 'n')} and (${compared.map(differs).join(' or ')})`,
      );
      updated = result.rowCount ?? 0;
    }
    changes.push({
      table: table.name,
      inserted: written.inserted,
      updated: updated + written.taken,
      deleted: 0,
    });
  }
  for (const { table, next, base, main } of live.toReversed()) {
    const deleted = await merging(
      tx,
      table.name,
      `delete from ${main} m using ${base} b where ${sameKey(table, 'm', 'b')} and not exists (select 1 from ${next} n where ${sameKey(table, 'n', 'b')})`,
    );
    changes.find((change) => change.table === table.name)!.deleted = deleted.rowCount ?? 0;
  }
  for (const change of changes)
    if (change.inserted + change.updated + change.deleted > 0)
      progress.step(rowsWritten(change.table, change));
  await tx.execute(
    sql.raw(`drop schema ${quoted(BASE)} cascade; alter schema ${quoted(NEXT)} rename to ${quoted(BASE)}`),
  );
  return changes;
}
