// The local ids of imported records by their HGN ObjectIds, so an old bookmark or a link in a summary
// that names a record by its ObjectId keeps working (docs/migrating-from-hgn.md, "Ids").
import { sql } from 'drizzle-orm';
import type { Db } from '../db.js';
import type { ResolveOriginalIds } from '../platform/http/original-ids.js';
import { hgnOrigins } from './hgnOrigins.table.js';

/** ObjectIds kept at most: a few pages' worth of links for many people, a few megabytes. */
const KEPT_IDS = 20_000;

/**
 * Reads ObjectIds through `hgn_origins`. An ObjectId names one record: a top-level collection's row
 * first (an item embedded in a person may record another row, a weekly summary records its person),
 * then by the collection's name, so the answer is the same on every server. Two collections never
 * share a real ObjectId, so the order only settles what a hand-made dump could make ambiguous.
 *
 * What is found is kept for the life of the process, and cannot go stale: `hgn_origins` changes only
 * in an import, which runs with the server stopped, so a server started after it reads afresh. An
 * ObjectId not found is asked again each time: one indexed look-up, as an unknown id costs.
 */
export function createOriginalIds(db: Db): ResolveOriginalIds {
  const kept = new Map<string, string>();
  return async (originalIds) => {
    const found = new Map<string, string>();
    const missing = new Set<string>();
    for (const originalId of originalIds) {
      const localId = kept.get(originalId);
      if (localId) found.set(originalId, localId);
      else missing.add(originalId);
    }
    if (missing.size === 0) return found;
    const rows = await db
      .selectDistinctOn([hgnOrigins.originalId], {
        originalId: hgnOrigins.originalId,
        localId: hgnOrigins.localId,
      })
      .from(hgnOrigins)
      .where(sql`${hgnOrigins.originalId} = ANY(${sql.param([...missing])}::text[])`)
      .orderBy(
        hgnOrigins.originalId,
        sql`strpos(${hgnOrigins.collection}, '.') > 0`,
        sql`${hgnOrigins.collection} collate "C"`,
      );
    for (const { originalId, localId } of rows) {
      if (kept.size >= KEPT_IDS) kept.delete(kept.keys().next().value!);
      kept.set(originalId, localId);
      found.set(originalId, localId);
    }
    return found;
  };
}
