// What a weekly summary's HTML must be (spec 001 section 5): empty, or at least 50 words of text,
// and no pictures. Zod-free, so the editor can count as the person types; the server counts again
// on the sanitised HTML it stores.

/** A summary that is not empty has at least this many words. */
export const SUMMARY_MIN_WORDS = 50;
/** The longest summary's HTML, markup included; a summary asks for one paragraph under 500 words. */
export const SUMMARY_MAX_LENGTH = 100_000;

/** Elements whose content is not text a reader sees. */
const HIDDEN_CONTENT = /<(script|style|template|noscript|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
/** Tags that end a line or a block: the words on either side are separate words. */
const BREAKING_TAG =
  /<\/?(p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|thead|tbody|tfoot|tr|td|th|section|article|header|footer|figure|figcaption|dd|dt|dl)\b[^>]*>/gi;
const TAG = /<\/?[a-z!?][^>]*>/gi;
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi;

const decodeEntity = (whole: string, name: string): string => {
  if (name[0] === '#') {
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  }
  // Any other named character is a letter of a word, whatever it is.
  return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
};

/** The text a reader sees in the HTML: markup left out, blocks apart, characters decoded. */
export const textOfSummary = (html: string): string =>
  html
    .replace(COMMENT, ' ')
    .replace(HIDDEN_CONTENT, ' ')
    .replace(BREAKING_TAG, ' ')
    .replace(TAG, '')
    .replace(ENTITY, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();

/** The words of the summary's text: runs of characters between spaces, as the editor's count reads them. */
export const wordsOfSummary = (html: string): number => {
  const text = textOfSummary(html);
  return text === '' ? 0 : text.split(' ').length;
};

/** A summary with no text at all (no words, or only empty paragraphs) clears its week. */
export const isEmptySummary = (html: string): boolean => wordsOfSummary(html) === 0;

const PICTURE_TAG = /<(img|picture|svg|image|object|embed)\b/i;
/** An inline image in an attribute, or a picture drawn by a style. */
const PICTURE_SOURCE =
  /\b(src|srcset|href|data|poster)\s*=\s*["']?\s*data:image\/|\bstyle\s*=\s*(["'])[^"']*\burl\s*\(/i;

/** Whether the HTML carries a picture: an image element, an inline image, or one drawn by a style. */
export const hasPicture = (html: string): boolean => PICTURE_TAG.test(html) || PICTURE_SOURCE.test(html);

export type SummaryProblem = 'picture' | 'tooFewWords';

/** What is wrong with a summary, pictures first; undefined when it may be saved. */
export function summaryProblem(html: string): SummaryProblem | undefined {
  if (hasPicture(html)) return 'picture';
  const words = wordsOfSummary(html);
  if (words > 0 && words < SUMMARY_MIN_WORDS) return 'tooFewWords';
  return undefined;
}
