// A thread of the import's notes pool (`notesPool.ts`): takes a batch of rows, stores the notes in one
// of their columns as the product does, and answers the rows as lines of COPY text.
import { parentPort } from 'node:worker_threads';
import { notesAsStored } from '../features/timeEntries/timeEntries.notes.js';
import { copyLine, type CopyValue } from './copyText.js';

export type NotesRequest = { id: number; rows: CopyValue[][]; column: number };
export type NotesAnswer = { id: number; lines: Uint8Array } | { id: number; error: string };

const encoder = new TextEncoder();

parentPort!.on('message', ({ id, rows, column }: NotesRequest) => {
  try {
    let text = '';
    for (const row of rows) {
      row[column] = notesAsStored(row[column] as string);
      text += copyLine(row);
    }
    const lines = encoder.encode(text);
    parentPort!.postMessage({ id, lines } satisfies NotesAnswer, [lines.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: String(error) } satisfies NotesAnswer);
  }
});
