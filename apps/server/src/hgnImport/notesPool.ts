// Sanitising notes is most of the work of reading time entries (an HTML parser per note), so the
// import does it in worker threads, on the cores PostgreSQL leaves free while the dump is read, and
// goes on reading meanwhile.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
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

type Waiting = { resolve: (notes: string[]) => void; reject: (error: Error) => void };

export type NotesPool = {
  /** The notes as stored (`notesAsStored`), in the order given. */
  asStored(notes: string[]): Promise<string[]>;
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
        else done?.resolve(answer.notes);
      })
      .on('error', fail)
      .on('exit', (code) => {
        if (code !== 0) fail(new Error(`A notes worker stopped (exit code ${code}).`));
      }),
  );
  let next = 0;
  return {
    asStored(notes) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise<string[]>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        workers[id % workers.length]!.postMessage({ id, notes } satisfies NotesRequest);
      });
    },
    async close() {
      fail(new Error('The notes pool is closed.'));
      await Promise.all(workers.map((worker) => worker.removeAllListeners('exit').terminate()));
    },
  };
}

/** Notes sent to a worker at once, and the batches in the workers while the next is read. */
const BATCH = 1000;
const IN_FLIGHT = 8;

/**
 * Rows whose `column` holds notes as read: the pool stores them a batch at a time while more rows are
 * read, and `write` gets each row, its notes as stored, in the order the rows were added.
 */
export function rowsWithNotes<Row extends unknown[]>(
  pool: NotesPool,
  column: number,
  write: (row: Row) => Promise<void>,
) {
  let batch: Row[] = [];
  const sent: Array<{ rows: Row[]; notes: Promise<string[]> }> = [];
  const send = () => {
    const rows = batch;
    batch = [];
    const notes = pool.asStored(rows.map((row) => row[column] as string));
    // A batch that fails is thrown when its turn to be written comes.
    notes.catch(() => undefined);
    sent.push({ rows, notes });
  };
  const writeOldest = async () => {
    const { rows, notes } = sent.shift()!;
    const stored = await notes;
    for (const [index, row] of rows.entries()) {
      row[column] = stored[index];
      await write(row);
    }
  };
  return {
    async add(row: Row) {
      batch.push(row);
      if (batch.length < BATCH) return;
      send();
      if (sent.length > IN_FLIGHT) await writeOldest();
    },
    async flush() {
      if (batch.length > 0) send();
      while (sent.length > 0) await writeOldest();
    },
  };
}
