// Sanitising notes is most of the work of reading time entries (an HTML parser per note), so the
// import does it in worker threads, on the cores PostgreSQL leaves free while the dump is read, and
// goes on reading meanwhile; the workers also write the rows as COPY text, the next largest part.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CopyValue } from './copyText.js';
import type { NotesAnswer, NotesRequest } from './notes.worker.js';

/** The worker's module: built beside the command (`build.mjs`), or its source, compiled by tsx, under the tests. */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./hgn-import-notes.js', import.meta.url));
  const source = JSON.stringify(new URL('./notes.worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); })`,
    { eval: true },
  );
}

type Waiting = { resolve: (lines: Uint8Array) => void; reject: (error: Error) => void };

export type NotesPool = {
  /** The rows as lines of COPY text, in the order given, the notes in `column` as stored (`notesAsStored`). */
  copyLines(rows: CopyValue[][], column: number): Promise<Uint8Array>;
  close(): Promise<void>;
};

/** Worker threads that store notes: one per core but one, and at least one. */
export function startNotesPool(size = Math.max(1, availableParallelism() - 1)): NotesPool {
  const waiting = new Map<number, Waiting>();
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
  };
  const workers = Array.from({ length: size }, () =>
    startWorker()
      .on('message', (answer: NotesAnswer) => {
        const done = waiting.get(answer.id);
        waiting.delete(answer.id);
        if ('error' in answer) done?.reject(new Error(`A note could not be sanitised: ${answer.error}`));
        else done?.resolve(answer.lines);
      })
      .on('error', fail)
      .on('exit', (code) => {
        if (code !== 0) fail(new Error(`A notes worker stopped (exit code ${code}).`));
      }),
  );
  let next = 0;
  return {
    copyLines(rows, column) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise<Uint8Array>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        workers[id % workers.length]!.postMessage({ id, rows, column } satisfies NotesRequest);
      });
    },
    async close() {
      fail(new Error('The notes pool is closed.'));
      await Promise.all(workers.map((worker) => worker.removeAllListeners('exit').terminate()));
    },
  };
}

/** Rows sent to a worker at once, and the batches in the workers while the next is read. */
const BATCH = 1000;
const IN_FLIGHT = 8;

/**
 * Rows whose `column` holds notes as read: the pool stores them and writes the rows as COPY text a
 * batch at a time while more rows are read, and `write` gets the lines in the order the rows were added.
 */
export function rowsWithNotes(pool: NotesPool, column: number, write: (lines: Uint8Array) => Promise<void>) {
  let batch: CopyValue[][] = [];
  const sent: Array<Promise<Uint8Array>> = [];
  const send = () => {
    const lines = pool.copyLines(batch, column);
    batch = [];
    // A batch that fails is thrown when its turn to be written comes.
    lines.catch(() => undefined);
    sent.push(lines);
  };
  return {
    async add(row: CopyValue[]) {
      batch.push(row);
      if (batch.length < BATCH) return;
      send();
      if (sent.length > IN_FLIGHT) await write(await sent.shift()!);
    },
    async flush() {
      if (batch.length > 0) send();
      while (sent.length > 0) await write(await sent.shift()!);
    },
  };
}
