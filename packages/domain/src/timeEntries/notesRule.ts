// What a time entry's notes must hold (spec 001 section 5): more than ten words of text and a link
// that starts with http:// or https://. Zod-free: the form checks as the person types.
import { TIME_ENTRY_NOTES_MIN_WORDS } from './timeEntryLimits';

const TAG = /<[^>]*>/g;
const LINK = /\bhttps?:\/\/[^\s<>"]+/i;

/** The words of the notes' text, markup left out. */
export const wordsOfNotes = (notes: string): number =>
  notes.replace(TAG, ' ').split(/\s+/).filter((word) => word.length > 0).length;

export const hasLinkInNotes = (notes: string): boolean => LINK.test(notes);

export type NotesProblem = 'tooFewWords' | 'noLink';

/** What the notes still lack, first the words, then the link; none when they will do. */
export function notesProblems(notes: string): NotesProblem[] {
  const problems: NotesProblem[] = [];
  if (wordsOfNotes(notes) <= TIME_ENTRY_NOTES_MIN_WORDS) problems.push('tooFewWords');
  if (!hasLinkInNotes(notes)) problems.push('noLink');
  return problems;
}
