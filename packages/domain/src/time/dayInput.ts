// A calendar day as a request sends it: `YYYY-MM-DD`, or an ISO instant (the original client sends
// 00:00 Pacific as one) read as its Pacific day. Anything else, a five-digit year included, is no day:
// it would be stored and then break every calendar computation that reads it back.
import { z } from 'zod';
import { isISODate } from './civilDate';
import { pacificDate } from './pacificCalendar';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/** The `YYYY-MM-DD` day a request's text names, or null when it names none. */
export function dayOfInput(text: string): string | null {
  const value = text.trim();
  if (isISODate(value)) return value;
  const instant = ISO_INSTANT.test(value) ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(instant)) return null;
  const day = pacificDate(instant);
  return isISODate(day) ? day : null;
}

/** A day field: `invalid` for text that names no day, `required` for none at all. */
export const dayInput = (invalid: string, required = invalid) =>
  z.string({ error: required }).transform((text, ctx) => {
    const day = dayOfInput(text);
    if (day !== null) return day;
    ctx.addIssue({ code: 'custom', message: text.trim() ? invalid : required });
    return z.NEVER;
  });
