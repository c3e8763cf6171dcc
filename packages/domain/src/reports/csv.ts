// Every report table can be exported as CSV: a header row, then one row per line of the table
// (RFC 4180: fields with a comma, a quote or a line break are quoted, quotes doubled, CRLF between rows).
import { z } from 'zod';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * One column of a report table: its heading and what each line shows in it. A `day` column holds
 * `YYYY-MM-DD` days, which the file keeps as they are and a screen writes as its reader's dates.
 */
export type CsvColumn<Row> = { heading: string; value: (row: Row) => CsvCell; kind?: 'day' };

/**
 * A spreadsheet runs a cell that starts with one of these as a formula; a text cell that does is
 * written with a leading apostrophe, so a name such as `=HYPERLINK(...)` stays text (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function field(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text =
    typeof cell === 'boolean' ? (cell ? 'yes' : 'no') : FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The table as CSV text, with a byte-order mark so that spreadsheets read it as UTF-8. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => field(column.heading)).join(','),
    ...rows.map((row) => columns.map((column) => field(column.value(row))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A report answers CSV when asked with `?format=csv` (or `Accept: text/csv`), JSON otherwise. */
export const reportFormat = z.enum(['json', 'csv']).optional();

/** The text of rich-text HTML, for a CSV cell: tags dropped, paragraphs and breaks as line breaks. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
