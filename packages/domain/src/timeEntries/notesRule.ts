// What a time entry's notes must hold (spec 001 section 5): more than ten words of text and a link
// that starts with http:// or https://. Zod-free: the form checks as the person types.
import { TIME_ENTRY_NOTES_MIN_WORDS } from './timeEntryLimits';

const TAG = /<[^>]*>/g;
const LINK = /\bhttps?:\/\/[^\s<>"]+/i;

/** The words of the notes' text, markup left out. */
export const wordsOfNotes = (notes: string): number =>
  notes
    .replace(TAG, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0).length;

export const hasLinkInNotes = (notes: string): boolean => LINK.test(notes);

/** A piece of the notes' text: plain text, or a link to show as one. */
export type NotesPiece = { readonly text: string; readonly href?: string };

const LINKS = new RegExp(LINK.source, 'gi');
/** What ends a sentence after a link is not part of it: "see https://a.org/doc." */
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"]+$/;

/** Plain text (markup already left out) cut into text and its http(s) links. */
export function notesPieces(text: string): NotesPiece[] {
  const pieces: NotesPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(LINKS)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    if (match.index > from) pieces.push({ text: text.slice(from, match.index) });
    pieces.push({ text: href, href });
    from = match.index + href.length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from) });
  return pieces;
}

export type NotesProblem = 'tooFewWords' | 'noLink';

/** What the notes still lack, first the words, then the link; none when they will do. */
export function notesProblems(notes: string): NotesProblem[] {
  const problems: NotesProblem[] = [];
  if (wordsOfNotes(notes) <= TIME_ENTRY_NOTES_MIN_WORDS) problems.push('tooFewWords');
  if (!hasLinkInNotes(notes)) problems.push('noLink');
  return problems;
}
