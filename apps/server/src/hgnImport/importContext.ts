// What every collection's import shares: the transaction, the dump, the report, the ids already
// given to imported documents, and the record of where each row came from (`hgn_origins`).
import { EJSON, type Document } from 'bson';
import { createHash } from 'node:crypto';
import type { DbOrTransaction } from '../db.js';
import type { Dump } from './dumpReader.js';
import { hgnOrigins } from './hgnOrigins.table.js';
import type { ImportReport, Progress } from './report.js';
import { idOf } from './values.js';

/** Rows a statement inserts at once: a few thousand parameters, well under PostgreSQL's 65,535. */
export const BATCH_ROWS = 500;

export type ImportContext = {
  tx: DbOrTransaction;
  dump: Dump;
  report: ImportReport;
  progress: Progress;
  now: Date;
  /** Local ids of imported documents by their ObjectId, per collection. */
  ids: {
    projects: Map<string, { id: string; isActive: boolean }>;
    users: Map<string, string>;
    teams: Map<string, string>;
  };
  /** What a user document says about links filled in by a later collection. */
  userLinks: Map<string, { teams: string[] }>;
};

/** A digest of the document as stored, the same whether it was read from BSON or Extended JSON. */
export const digestOf = (document: Document): string =>
  createHash('sha256')
    .update(EJSON.stringify(document, { relaxed: false }))
    .digest('base64url');

type Origin = { originalId: string; localId: string; digest: string };

/** Rows to insert `BATCH_ROWS` at a time; `flush` writes what is left. */
export function batches<T>(write: (rows: T[]) => Promise<unknown>) {
  let rows: T[] = [];
  return {
    async add(row: T) {
      rows.push(row);
      if (rows.length >= BATCH_ROWS) {
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

/** The origin records of one collection, written in batches beside its rows. */
export function originsOf(ctx: ImportContext, collection: string) {
  return batches<Origin>((rows) =>
    ctx.tx.insert(hgnOrigins).values(rows.map((row) => ({ ...row, collection, importedAt: ctx.now }))),
  );
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
  for await (const document of stream) {
    counts.read += 1;
    const originalId = idOf(document._id);
    if (originalId === undefined) ctx.report.skip(collection, 'it has no ObjectId');
    else await handle(document, originalId);
    shown.tick();
  }
  shown.done();
}
