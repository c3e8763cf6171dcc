// PostgreSQL's COPY text format, written by the import's main thread and by its notes workers.

/** A value of a row: a text, a number, a day or instant, yes or no, a list of texts, or nothing. */
export type CopyValue = string | number | boolean | Date | readonly string[] | null | undefined;

/** A list of texts as a PostgreSQL array literal: each item quoted, its quotes and backslashes escaped. */
const arrayLiteral = (items: readonly string[]) =>
  `{${items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value as COPY's text format writes it: `\N` for null, backslash escapes for the separators. */
function copyText(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'object' ? arrayLiteral(value) : String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : text;
}

/** A row as a line of COPY text. */
export const copyLine = (row: readonly CopyValue[]): string => `${row.map(copyText).join('\t')}\n`;
