// Task JSON kept between requests, as UTF-8 bytes ready for the socket. A task's JSON is served only
// while its `json_stamp` is the one it was written at (the stamp changes, by triggers, with every
// write the JSON depends on), so a large list costs one query for its ids and stamps plus the JSON of
// the tasks changed since.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../../db.js';
import { isAnyOfIds } from '../../platform/db/any-of.js';
import { taskJsonSql } from './tasks.json.sql.js';
import { tasks } from './tasks.table.js';

/** A task of a list: its id and the stamp of its JSON as the list's snapshot sees it. */
export type StampedTask = { readonly id: string; readonly stamp: number };

/** About 40,000 tasks' worth of JSON. */
export const KEPT_TASK_JSON_BYTES = 48 * 1024 * 1024;

/** The least recently read tasks' JSON goes first when the total would pass `maxBytes`. */
export function createKeptTaskJson(maxBytes: number) {
  const kept = new Map<string, { stamp: number; json: Buffer }>();
  let bytes = 0;

  const drop = (id: string): void => {
    const entry = kept.get(id);
    if (!entry) return;
    kept.delete(id);
    bytes -= entry.json.length;
  };
  const keep = (id: string, stamp: number, json: Buffer): void => {
    drop(id);
    kept.set(id, { stamp, json });
    bytes += json.length;
    for (const [oldest] of kept) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  return {
    /**
     * The JSON of each task of `list`, in its order. `snapshot` must be the snapshot the stamps were read
     * in (`inOneSnapshot`), so the JSON written for the changed tasks is of the same moment.
     */
    async jsonOf(snapshot: DbOrTransaction, list: readonly StampedTask[]): Promise<Buffer[]> {
      const found: (Buffer | undefined)[] = list.map((task) => {
        const entry = kept.get(task.id);
        if (entry?.stamp !== task.stamp) return undefined;
        kept.delete(task.id);
        kept.set(task.id, entry);
        return entry.json;
      });
      const missing = list.filter((_, i) => found[i] === undefined).map((task) => task.id);
      if (missing.length === 0) return found as Buffer[];
      const written = await snapshot
        .select({ id: tasks.id, stamp: tasks.jsonStamp, text: sql<string>`${taskJsonSql(tasks)}::text` })
        .from(tasks)
        .where(isAnyOfIds(tasks.id, missing));
      const jsonOfWritten = new Map(written.map((row) => [row.id, Buffer.from(row.text)]));
      for (const row of written) keep(row.id, row.stamp, jsonOfWritten.get(row.id)!);
      return list.map((task, i) => {
        const json = found[i] ?? jsonOfWritten.get(task.id);
        if (json === undefined)
          throw new Error(`task ${task.id} is not in the snapshot its list was read in`);
        return json;
      });
    },
  };
}

export type KeptTaskJson = ReturnType<typeof createKeptTaskJson>;

const keptOfDb = new WeakMap<Db, KeptTaskJson>();

/** The JSON kept for one database: every reader of its tasks shares it. */
export function keptTaskJsonOf(db: Db): KeptTaskJson {
  let kept = keptOfDb.get(db);
  if (!kept) {
    kept = createKeptTaskJson(KEPT_TASK_JSON_BYTES);
    keptOfDb.set(db, kept);
  }
  return kept;
}
