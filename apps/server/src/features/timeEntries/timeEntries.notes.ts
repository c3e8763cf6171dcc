import { sanitizeRichText } from '../../platform/html/rich-text.js';

/**
 * Notes as kept: with markup (the original client writes HTML) they are sanitised as every rich text
 * is; without a `<` they are text, which carries no markup to clean, and are kept as they are, so an
 * "&" typed in this app's notes is not turned into "&amp;" in the box where they are edited again.
 */
export const notesAsStored = (notes: string): string =>
  notes.includes('<') ? sanitizeRichText(notes, { pictures: false }) : notes;
