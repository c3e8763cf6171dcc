// Display formats of the spec (MMM-DD-YY, YYYY-MM-DD, MM/DD/YYYY, MM/DD/YY). An instant is shown as its
// Pacific day; a `YYYY-MM-DD` string is already a day and is shown as is, never shifted by a zone.
import { parseISODate, civilToISO, civilWeekday, type CivilDate } from './civilDate';
import { pacificCivilDate, pacificDateTime, type Instant } from './pacificCalendar';

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

const usDay = ({ year, month, day }: CivilDate): string => `${two(month)}/${two(day)}/${yearOf(year)}`;

/** `11/22/2026` */
export const formatUS = (input: DateInput): string => usDay(toCivil(input));

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** `Sunday 11/22/2026` */
export function formatWeekdayUS(input: DateInput): string {
  const civil = toCivil(input);
  return `${WEEKDAY_NAMES[civilWeekday(civil)] ?? ''} ${usDay(civil)}`;
}

/** `11/22/26` */
export function formatUSShort(input: DateInput): string {
  const { year, month, day } = toCivil(input);
  return `${two(month)}/${two(day)}/${two(year)}`;
}

/** What a column heading adds once, so that its cells can show bare Pacific times: `When (Pacific time)`. */
export const pacificHeading = (heading: string): string => `${heading} (Pacific time)`;

function toTimeInstant(input: DateInput): Instant {
  if (typeof input !== 'string') return input;
  // A bare day has no time of day to show; it goes through the day formats.
  const ms = parseISODate(input) ? Number.NaN : Date.parse(input);
  if (Number.isNaN(ms)) throw new RangeError(`Not a date and time: ${JSON.stringify(input)}`);
  return ms;
}

/**
 * `11/22/2026 3:05 PM`: the Pacific date and wall-clock time of an instant, for a place already
 * labelled Pacific (a column under `pacificHeading`). In the hour the clocks fall back, 1:30 AM
 * happens twice and both read 1:30 AM, as the clocks on the wall do.
 */
export function formatUSDateTime(input: DateInput): string {
  const { hour, minute, ...civil } = pacificDateTime(toTimeInstant(input));
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${usDay(civil)} ${hour12}:${two(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** `11/22/2026 3:05 PM PT`: a Pacific time that stands alone (a sentence, an e-mail, a label and value). */
export const formatUSDateTimePT = (input: DateInput): string => `${formatUSDateTime(input)} PT`;
