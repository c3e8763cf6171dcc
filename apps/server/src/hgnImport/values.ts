// Reading the values of HGN documents as they are stored, not as their schema says: ids as
// ObjectIds or hex strings, numbers as text, dates as text in several formats (hgn-data §5 Q3, Q9,
// Q11). Each reader reports a repair through `repaired`, so the import can count them.
import { ObjectId } from 'bson';
import { pacificDate } from '@hgn/domain/time';

/** Called with what was repaired, e.g. "a number stored as text". */
export type Repaired = (what: string) => void;

const HEX_ID = /^[0-9a-f]{24}$/i;

/** The 24 hex digits of an ObjectId, stored as one or as a string; undefined for anything else. */
export function idOf(value: unknown): string | undefined {
  if (value instanceof ObjectId) return value.toHexString();
  if (typeof value === 'string' && HEX_ID.test(value)) return value.toLowerCase();
  return undefined;
}

/** The ids of an array of references, without the values that are not ids and without repeats. */
export const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.map(idOf).filter((id): id is string => id !== undefined))] : [];

/** When a document was created, as its ObjectId says (the first four bytes are seconds). */
export const idTime = (id: string): Date => new Date(Number.parseInt(id.slice(0, 8), 16) * 1000);

/** PostgreSQL's text holds no NUL character, which a MongoDB string may. */
const withoutNul = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text);

export const textOf = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? withoutNul(value) : typeof value === 'number' ? String(value) : fallback;

/** The text cut to `max` characters (a bound of this product's), the cut counted. */
export function bounded(text: string, max: number, repaired: Repaired, what: string): string {
  if (text.length <= max) return text;
  repaired(`${what} over ${max} characters, cut`);
  return text.slice(0, max).trim();
}

/** Strings of an array that may hold other values; a single string is a list of one. */
export const textsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((item): item is string => typeof item === 'string' && item !== '')
    .map(withoutNul);

export function numberOf(value: unknown, repaired: Repaired): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    if (!Number.isFinite(parsed)) return undefined;
    repaired('a number stored as text');
    return parsed;
  }
  return undefined;
}

/** The value when it is one of the list's, e.g. an enum's. */
export const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  list.find((item) => item === value);

export function booleanOf(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1) return true;
  if (value === 'false' || value === 0) return false;
  return fallback;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function civilDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return date.toISOString().slice(0, 10);
}

const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** Day-shaped texts, tried in order; each gives a calendar day with no time zone. */
const DAY_FORMATS: ReadonlyArray<readonly [RegExp, (m: RegExpMatchArray) => string | undefined]> = [
  [/^(\d{4})-(\d{1,2})-(\d{1,2})$/, (m) => civilDay(+m[1]!, +m[2]!, +m[3]!)],
  [/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, (m) => civilDay(+m[3]!, +m[1]!, +m[2]!)],
  [/^([a-z]{3,9})-(\d{1,2})-(\d{2}|\d{4})$/i, (m) => civilDay(yearOf(m[3]!), monthOf(m[1]!), +m[2]!)],
  [/^(\d{4})-([a-z]{3,9})-(\d{1,2})$/i, (m) => civilDay(+m[1]!, monthOf(m[2]!), +m[3]!)],
];

function yearOf(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

function validDate(value: Date): Date | undefined {
  return Number.isNaN(value.getTime()) ? undefined : value;
}

/** An instant stored as a Date, or as text (ISO, a JavaScript date string) or milliseconds. */
export function instantOf(value: unknown, repaired: Repaired): Date | undefined {
  if (value instanceof Date) return validDate(value);
  if (typeof value === 'number') return validDate(new Date(value));
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  for (const [pattern, read] of DAY_FORMATS) {
    const match = text.match(pattern);
    if (match) {
      const day = read(match);
      if (day) repaired('a date stored as text');
      return day ? new Date(`${day}T12:00:00Z`) : undefined;
    }
  }
  const parsed = validDate(new Date(text));
  if (parsed) repaired('a date stored as text');
  return parsed;
}

/**
 * A Pacific calendar day (`YYYY-MM-DD`): a text in one of the day formats, or the Pacific day of an
 * instant (a Date, or an ISO or JavaScript date string).
 */
export function dayOf(value: unknown, repaired: Repaired): string | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(text))
      return civilDay(+text.slice(0, 4), +text.slice(5, 7), +text.slice(8));
    for (const [pattern, read] of DAY_FORMATS) {
      const match = text.match(pattern);
      if (match) {
        const day = read(match);
        if (day) repaired('a day written in another format');
        return day;
      }
    }
  }
  const instant = value instanceof Date ? validDate(value) : instantOf(value, () => undefined);
  if (!instant) return undefined;
  if (typeof value !== 'object') repaired('a day written in another format');
  return pacificDate(instant);
}

/** A plain-object field of a document, or an empty object. */
export const objectOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
