// A thread of the import's notes pool (`notesPool.ts`): takes a batch of notes, answers them as stored.
import { parentPort } from 'node:worker_threads';
import { notesAsStored } from '../features/timeEntries/timeEntries.notes.js';

export type NotesRequest = { id: number; notes: string[] };
export type NotesAnswer = { id: number; notes: string[] } | { id: number; error: string };

parentPort!.on('message', ({ id, notes }: NotesRequest) => {
  try {
    parentPort!.postMessage({ id, notes: notes.map(notesAsStored) } satisfies NotesAnswer);
  } catch (error) {
    parentPort!.postMessage({ id, error: String(error) } satisfies NotesAnswer);
  }
});
