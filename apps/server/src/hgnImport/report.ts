// What an import did, collection by collection, and how it shows its progress while it runs.
import type { DocumentStream } from './dumpReader.js';

export type CollectionCounts = {
  read: number;
  imported: number;
  updated: number;
  deleted: number;
  skipped: number;
};

/** A table's rows inserted, updated and deleted, in words. */
export const rowsWritten = (table: string, rows: { inserted: number; updated: number; deleted: number }) =>
  `${table}: ${rows.inserted.toLocaleString('en-US')} new, ${rows.updated.toLocaleString('en-US')} changed, ${rows.deleted.toLocaleString('en-US')} deleted`;

const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

export function createReport() {
  const collections = new Map<string, CollectionCounts>();
  const skips = new Map<string, number>();
  const repairs = new Map<string, number>();
  const figures: string[] = [];
  const written: string[] = [];
  let leftOut: string[] = [];

  const countsOf = (collection: string): CollectionCounts => {
    let counts = collections.get(collection);
    if (!counts) {
      counts = { read: 0, imported: 0, updated: 0, deleted: 0, skipped: 0 };
      collections.set(collection, counts);
    }
    return counts;
  };

  return {
    countsOf,
    /** Each line's name and counts, in the order they were first counted. */
    collections: () => collections.entries(),
    /** A document left out, with the reason. */
    skip(collection: string, reason: string) {
      countsOf(collection).skipped += 1;
      tally(skips, `${collection}: ${reason}`);
    },
    /** A value repaired on the way in (a date in another format, a task id where a project belongs). */
    repair(collection: string, what: string) {
      tally(repairs, `${collection}: ${what}`);
    },
    /** The dump's collections this import does not carry. */
    notCarried(collections: string[]) {
      leftOut = collections;
    },
    figure(line: string) {
      figures.push(line);
    },
    /** The rows a table of the product gained, changed and lost. */
    written(table: string, rows: { inserted: number; updated: number; deleted: number }) {
      written.push(rowsWritten(table, rows));
    },
    lines(): string[] {
      const number = (n: number) => n.toLocaleString('en-US');
      const width = Math.max(24, ...[...collections.keys()].map((name) => name.length + 2));
      const out = [
        `${'collection'.padEnd(width)}${['read', 'imported', 'updated', 'deleted', 'skipped'].map((h) => h.padStart(11)).join('')}`,
      ];
      for (const [name, c] of collections)
        out.push(
          `${name.padEnd(width)}${[c.read, c.imported, c.updated, c.deleted, c.skipped].map((n) => number(n).padStart(11)).join('')}`,
        );
      if (skips.size > 0)
        out.push('', 'Skipped:', ...[...skips].map(([why, n]) => `  ${number(n)} × ${why}`));
      if (repairs.size > 0)
        out.push('', 'Repaired:', ...[...repairs].map(([what, n]) => `  ${number(n)} × ${what}`));
      out.push(
        '',
        'Written:',
        ...(written.length > 0
          ? written.map((line) => `  ${line}`)
          : ['  nothing: every row is as the dump has it']),
      );
      if (figures.length > 0) out.push('', 'Recomputed:', ...figures.map((line) => `  ${line}`));
      if (leftOut.length > 0) out.push('', `Not imported (not carried yet): ${leftOut.join(', ')}`);
      return out;
    },
  };
}

export type ImportReport = ReturnType<typeof createReport>;

/** Progress of reading one collection: a bar redrawn in place on a terminal, a line when done otherwise. */
export type Progress = {
  reading(
    collection: string,
    stream: DocumentStream,
    counts: CollectionCounts,
  ): { tick(): void; done(): void };
  /** A step after the reading: a line of its own. */
  step(line: string): void;
};

export function createProgress(
  out: NodeJS.WriteStream | { isTTY?: boolean; write(text: string): unknown },
): Progress {
  const isTTY = Boolean(out.isTTY);
  return {
    step(line) {
      out.write(`${line}\n`);
    },
    reading(collection, stream, counts) {
      let last = 0;
      const draw = () => {
        const share = stream.bytes > 0 ? Math.min(1, stream.bytesRead / stream.bytes) : 1;
        const filled = Math.round(share * 30);
        out.write(
          `\r${collection.padEnd(24)} [${'#'.repeat(filled)}${'-'.repeat(30 - filled)}] ${String(Math.round(share * 100)).padStart(3)}%  ${counts.read.toLocaleString('en-US')} read`,
        );
      };
      return {
        tick() {
          if (!isTTY) return;
          const now = Date.now();
          if (now - last < 100) return;
          last = now;
          draw();
        },
        done() {
          if (isTTY) {
            draw();
            out.write('\n');
          } else out.write(`${collection}: ${counts.read.toLocaleString('en-US')} read\n`);
        },
      };
    },
  };
}
