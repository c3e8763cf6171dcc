// What every collection's import shares: the transaction, the dump, the report, the ids already
// given to imported documents, and the record of where each row came from (`hgn_origins`).
import { serialize, type Document } from 'bson';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hash } from 'node:crypto';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DbOrTransaction } from '../db.js';
import { copyLine, type CopyValue } from './copyText.js';
import type { Dump } from './dumpReader.js';
import { hgnOrigins } from './hgnOrigins.table.js';
import type { ImportReport, Progress } from './report.js';
import { idOf, objectOf } from './values.js';

/** Rows a statement inserts at once: a few thousand parameters, well under PostgreSQL's 65,535. */
export const BATCH_ROWS = 500;

/** Rows inserted at once by `insertColumns`, whose statement has one parameter a column. */
export const LARGE_BATCH_ROWS = 5000;

export type ImportContext = {
  tx: DbOrTransaction;
  /**
   * The schema of the product's tables. Unqualified table names reach the import's scratch copies
   * (`reconcile.ts`); what the product already holds is read here by name.
   */
  productSchema: string;
  dump: Dump;
  report: ImportReport;
  progress: Progress;
  now: Date;
  /** Local ids of imported documents by their ObjectId, per collection. */
  ids: {
    projects: Map<string, { id: string; isActive: boolean }>;
    users: Map<string, string>;
    teams: Map<string, string>;
    wbs: Map<string, { id: string; isActive: boolean; project: { id: string; isActive: boolean } }>;
    tasks: Map<string, { id: string; wbsId: string }>;
  };
  /** What the dump says, imported or not: each WBS's project and each task's WBS, by ObjectId. */
  originals: { projectOfWbs: Map<string, string | undefined>; wbsOfTask: Map<string, string | undefined> };
  /** What a user document says about links filled in by a later collection. */
  userLinks: Map<string, { teams: string[] }>;
};

/**
 * A digest of the document as read, the same whether it was read from BSON or Extended JSON: the
 * BSON of the values read (a number is written back as an integer when it is one, whichever type the
 * file gave it), not the file's bytes, which keep a type that relaxed Extended JSON does not.
 */
export const digestOf = (document: Document): string => hash('sha256', serialize(document), 'base64url');

/**
 * The id of an imported row: a version-8 UUID drawn from the collection and the document's key (its
 * ObjectId, or what names an item without one), so every import of the same organisation gives a
 * document's row the same id, and a later import finds it by id.
 */
export function localIdOf(collection: string, key: string): string {
  const bytes = hash('sha256', `${collection}\u0000${key}`, 'buffer').subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type Origin = { originalId: string; localId: string; digest: string };

/** Rows to insert `size` at a time; `flush` writes what is left. */
export function batches<T>(write: (rows: T[]) => Promise<unknown>, size = BATCH_ROWS) {
  let rows: T[] = [];
  return {
    async add(row: T) {
      rows.push(row);
      if (rows.length >= size) {
        const full = rows;
        rows = [];
        await write(full);
      }
    },
    async flush() {
      if (rows.length === 0) return;
      const rest = rows;
      rows = [];
      await write(rest);
    },
  };
}

/**
 * Inserts rows into `table` with one array parameter a column, unnested by PostgreSQL: one short
 * statement for thousands of rows, parsed and planned once. `columns` names each column with its
 * PostgreSQL type; a row gives its values in that order.
 */
export async function insertColumns(
  tx: DbOrTransaction,
  table: PgTable,
  columns: ReadonlyArray<readonly [name: string, type: string]>,
  rows: ReadonlyArray<readonly unknown[]>,
): Promise<void> {
  if (rows.length === 0) return;
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(', '));
  const arrays = columns.map(([, type], index) => {
    const values = rows.map((row) => {
      const value = row[index];
      return value instanceof Date ? value.toISOString() : value;
    });
    return sql`${sql.param(values)}::${sql.raw(type)}[]`;
  });
  await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
}

/**
 * The connection of the import's transaction, for what the query builder does not do (COPY, the
 * bulk load's DDL): drizzle's node-postgres transaction holds it as its session's client.
 */
export function clientOf(tx: DbOrTransaction): pg.ClientBase {
  const client = (tx as unknown as { session?: { client?: pg.ClientBase } }).session?.client;
  if (!client || !('release' in client)) throw new Error('The import runs inside a transaction of the pool.');
  return client;
}

/** Characters of COPY text gathered before they are handed to the connection. */
const COPY_CHUNK = 256 * 1024;

export type { CopyValue };

/**
 * Streams rows into `table` with one `COPY ... FROM STDIN` (text format), `columns` in each row's
 * order: PostgreSQL reads them while the dump is read, and the table's statement triggers run once.
 * `fill` adds the rows, or hands over lines of COPY text made elsewhere (`copyLine`) with `write`; a
 * failure in it ends the COPY, so the transaction can roll back.
 */
export async function copyRows(
  tx: DbOrTransaction,
  table: string,
  columns: readonly string[],
  fill: (
    add: (row: readonly CopyValue[]) => Promise<void>,
    write: (lines: Uint8Array) => Promise<void>,
  ) => Promise<void>,
): Promise<void> {
  const stream = clientOf(tx).query(
    copyFrom(`copy ${table} (${columns.map((name) => `"${name}"`).join(', ')}) from stdin`),
  );
  // PostgreSQL's refusal (a column that is not there, a value that is not one) ends the COPY on its
  // side; it is thrown at the next chunk, or at the end.
  let refused: Error | undefined;
  stream.on('error', (error: Error) => (refused ??= error));
  let text = '';
  const send = async (chunk: string | Uint8Array) => {
    if (refused) throw refused;
    if (!stream.write(chunk)) await once(stream, 'drain');
  };
  const add = async (row: readonly CopyValue[]) => {
    text += copyLine(row);
    if (text.length < COPY_CHUNK) return;
    const full = text;
    text = '';
    await send(full);
  };
  const write = async (lines: Uint8Array) => {
    if (text) {
      const rest = text;
      text = '';
      await send(rest);
    }
    await send(lines);
  };
  try {
    await fill(add, write);
  } catch (error) {
    // A COPY still open is failed, which PostgreSQL answers before the connection takes the rollback.
    if (!refused) {
      stream.destroy(error as Error);
      await finished(stream).catch(() => undefined);
    }
    throw error;
  }
  if (refused) throw refused;
  stream.end(text);
  await finished(stream);
}

const ORIGIN_COLUMNS = [
  ['collection', 'text'],
  ['original_id', 'text'],
  ['local_id', 'uuid'],
  ['digest', 'text'],
  ['imported_at', 'timestamptz'],
] as const;

/** The origin records of one collection, written in batches beside its rows. */
export function originsOf(ctx: ImportContext, collection: string) {
  return batches<Origin>(
    (rows) =>
      insertColumns(
        ctx.tx,
        hgnOrigins,
        ORIGIN_COLUMNS,
        rows.map((row) => [collection, row.originalId, row.localId, row.digest, ctx.now]),
      ),
    LARGE_BATCH_ROWS,
  );
}

/**
 * The ids read so far of a collection. A JavaScript Set holds at most 2^24 values and a collection
 * may hold more (20,000,000 time entries in the benchmark's organisation at ten times the default),
 * so they are spread over sets by their last two characters (an ObjectId's counter).
 */
export class SeenIds {
  private readonly shards = new Map<string, Set<string>>();

  has(id: string): boolean {
    return this.shards.get(id.slice(-2))?.has(id) ?? false;
  }

  add(id: string): void {
    const key = id.slice(-2);
    const shard = this.shards.get(key);
    if (shard) shard.add(id);
    else this.shards.set(key, new Set([id]));
  }
}

/**
 * Reads every document of a collection, counting it and showing progress; `handle` gets the
 * document and its ObjectId (documents without one are skipped and counted).
 */
export async function eachDocument(
  ctx: ImportContext,
  collection: string,
  handle: (document: Document, originalId: string) => Promise<void>,
): Promise<void> {
  const stream = ctx.dump.documents(collection);
  const counts = ctx.report.countsOf(collection);
  const shown = ctx.progress.reading(collection, stream, counts);
  // mongoexport taken while HGN runs may write a document twice; the first copy is read.
  const seen = new SeenIds();
  for await (const document of stream) {
    counts.read += 1;
    const originalId = idOf(document._id);
    if (originalId === undefined) ctx.report.skip(collection, 'it has no ObjectId');
    else if (seen.has(originalId))
      ctx.report.skip(collection, 'a second copy of a document (the same ObjectId)');
    else {
      seen.add(originalId);
      await handle(document, originalId);
    }
    shown.tick();
  }
  shown.done();
}

/**
 * Reads `userProfiles` again for what a person embeds (summaries, blue squares, ...), once every
 * person has a row: `handle` gets each document and its person's id, undefined when the person was
 * not imported.
 */
export async function eachPersonDocument(
  ctx: ImportContext,
  handle: (document: Document, userId: string | undefined) => Promise<void>,
): Promise<void> {
  const seen = new Set<string>();
  for await (const document of ctx.dump.documents('userProfiles')) {
    const originalId = idOf(document._id);
    // A second copy of a person was counted when the people were read.
    if (originalId !== undefined && seen.has(originalId)) continue;
    if (originalId !== undefined) seen.add(originalId);
    await handle(document, originalId === undefined ? undefined : ctx.ids.users.get(originalId));
  }
}

/**
 * Where an embedded item came from: its own ObjectId (a sub-document may have none) and digest, and
 * the key its row's id is drawn from: the ObjectId, else its place and digest under its person.
 */
export type EmbeddedOrigin = { originalId: string | undefined; digest: string; key: string };

/** The embedded items of a person's array field, each with its ObjectId, digest and key. */
export const itemsOf = (
  person: Document,
  field: string,
): Array<{ fields: Record<string, unknown> } & EmbeddedOrigin> => {
  const value: unknown = person[field];
  return (Array.isArray(value) ? value : []).map((item, index) => {
    const fields = objectOf(item);
    const originalId = idOf(fields._id);
    const digest = digestOf(fields);
    return {
      fields,
      originalId,
      digest,
      key: originalId ?? `${idOf(person._id)}.${field}#${index}/${digest}`,
    };
  });
};
