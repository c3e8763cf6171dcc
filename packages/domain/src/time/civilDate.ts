// A civil date is a calendar day with no instant attached: what a volunteer writes as "the day of work".
// Arithmetic on it goes through UTC, where every day is exactly 24 hours, so no zone rule can shift it.

export type CivilDate = { readonly year: number; readonly month: number; readonly day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Parses a strict `YYYY-MM-DD` string naming a day that exists (leap years included); otherwise null. */
export function parseISODate(text: string): CivilDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999, so the year is set again before comparing.
  utc.setUTCFullYear(year);
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { year, month, day };
}

export const isISODate = (text: string): boolean => parseISODate(text) !== null;

export function parseISODateOrThrow(text: string): CivilDate {
  const civil = parseISODate(text);
  if (!civil) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(text)}`);
  return civil;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

export const civilToISO = ({ year, month, day }: CivilDate): string =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

const toUtcDate = ({ year, month, day }: CivilDate): Date => {
  const utc = new Date(Date.UTC(year, month - 1, day));
  utc.setUTCFullYear(year, month - 1, day);
  return utc;
};

const fromUtcDate = (utc: Date): CivilDate => ({
  year: utc.getUTCFullYear(),
  month: utc.getUTCMonth() + 1,
  day: utc.getUTCDate(),
});

export const addCivilDays = (civil: CivilDate, days: number): CivilDate =>
  fromUtcDate(new Date(toUtcDate(civil).getTime() + days * DAY_MS));

/** 0 for Sunday through 6 for Saturday. */
export const civilWeekday = (civil: CivilDate): number => toUtcDate(civil).getUTCDay();

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const civilDaysBetween = (from: CivilDate, to: CivilDate): number =>
  Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / DAY_MS);

/** The Sunday that starts the week holding this day. */
export const civilStartOfWeek = (civil: CivilDate): CivilDate => addCivilDays(civil, -civilWeekday(civil));
