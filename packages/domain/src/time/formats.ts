// Display formats of the spec (MMM-DD-YY, YYYY-MM-DD, MM/DD/YYYY, MM/DD/YY). An instant is shown as its
// Pacific day; a `YYYY-MM-DD` string is already a day and is shown as is, never shifted by a zone.
import { parseISODate, civilToISO, type CivilDate } from './civilDate';
import { pacificCivilDate, type Instant } from './pacificCalendar';

/** An instant, a `YYYY-MM-DD` day, or an ISO timestamp string such as the API sends. */
export type DateInput = Instant | string;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function toCivil(input: DateInput): CivilDate {
  if (typeof input !== 'string') return pacificCivilDate(input);
  const civil = parseISODate(input);
  if (civil) return civil;
  const ms = Date.parse(input);
  if (Number.isNaN(ms)) throw new RangeError(`Not a date: ${JSON.stringify(input)}`);
  return pacificCivilDate(ms);
}

const two = (value: number): string => String(value % 100).padStart(2, '0');
const yearOf = (year: number): string => String(year).padStart(4, '0');

/** `Nov-22-26` */
export function formatMMMDDYY(input: DateInput): string {
  const { year, month, day } = toCivil(input);
  return `${MONTHS[month - 1] ?? ''}-${two(day)}-${two(year)}`;
}

/** `2026-11-22` */
export const formatISODate = (input: DateInput): string => civilToISO(toCivil(input));

/** `11/22/2026` */
export function formatUS(input: DateInput): string {
  const { year, month, day } = toCivil(input);
  return `${two(month)}/${two(day)}/${yearOf(year)}`;
}

/** `11/22/26` */
export function formatUSShort(input: DateInput): string {
  const { year, month, day } = toCivil(input);
  return `${two(month)}/${two(day)}/${two(year)}`;
}
