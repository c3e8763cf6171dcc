// Days and weeks of the organisation, reckoned in Pacific time wherever the volunteer or the server is.
// Weeks run Sunday 00:00 to Saturday 23:59:59.999 PT. Every boundary is found by calendar arithmetic on the
// Pacific date and then converted to an instant, so a week across a DST change is 167 or 169 hours long.
import { TZDate } from '@date-fns/tz';
import {
  addCivilDays,
  civilDaysBetween,
  civilStartOfWeek,
  civilToISO,
  parseISODateOrThrow,
  type CivilDate,
} from './civilDate';

export const PACIFIC_TZ = 'America/Los_Angeles';
/** The nominal length of a week; use only where the spec counts in milliseconds, never to step between weeks. */
export const WEEK_MS = 604_800_000;
export const DEFAULT_EARLIEST_DATE = '2022-01-01';

export type Instant = Date | number;

export type WeekRange = {
  readonly start: Date;
  readonly end: Date;
  readonly startDate: string;
  readonly endDate: string;
};

const toMs = (instant: Instant): number => (typeof instant === 'number' ? instant : instant.getTime());

const assertValid = (ms: number): number => {
  if (!Number.isFinite(ms)) throw new RangeError('Invalid instant');
  return ms;
};

/** The Pacific calendar day and wall-clock time (24-hour) of an instant. */
export function pacificDateTime(instant: Instant): CivilDate & { hour: number; minute: number } {
  const zoned = new TZDate(assertValid(toMs(instant)), PACIFIC_TZ);
  return {
    year: zoned.getFullYear(),
    month: zoned.getMonth() + 1,
    day: zoned.getDate(),
    hour: zoned.getHours(),
    minute: zoned.getMinutes(),
  };
}

/** The Pacific day last asked for, from its first to its last millisecond: most instants asked for fall in it. */
let lastDay: { from: number; to: number; date: CivilDate } | undefined;

/** The Pacific calendar day on which an instant falls. */
export function pacificCivilDate(instant: Instant): CivilDate {
  const ms = assertValid(toMs(instant));
  if (lastDay && ms >= lastDay.from && ms <= lastDay.to) return { ...lastDay.date };
  const { year, month, day } = pacificDateTime(ms);
  const date = { year, month, day };
  lastDay = {
    from: pacificMidnight(date).getTime(),
    to: pacificMidnight(addCivilDays(date, 1)).getTime() - 1,
    date,
  };
  return { ...date };
}

/** Midnight Pacific at the start of a civil day, as a plain Date. Midnight always exists in this zone. */
const pacificMidnight = ({ year, month, day }: CivilDate): Date => {
  const zoned = new TZDate(year, month - 1, day, 0, 0, 0, 0, PACIFIC_TZ);
  return new Date(zoned.getTime());
};

/** `YYYY-MM-DD` of the instant in Pacific time. */
export const pacificDate = (instant: Instant): string => civilToISO(pacificCivilDate(instant));

const civilOf = (day: string | Instant): CivilDate =>
  typeof day === 'string' ? parseISODateOrThrow(day) : pacificCivilDate(day);

/** 00:00 Pacific of a `YYYY-MM-DD` day, or of the Pacific day holding an instant. */
export const startOfPacificDay = (day: string | Instant): Date => pacificMidnight(civilOf(day));

/**
 * A `YYYY-MM-DD` day as the API sends it (start and end dates, time off): the ISO instant of its 00:00
 * Pacific, the original date-time shape, which reads back as the same day in Pacific time.
 */
export const pacificDayToISO = (day: string): string => startOfPacificDay(day).toISOString();

/** An optional day (a final day, a day of return) as its start instant, or null. */
export const pacificDayOrNullToISO = (day: string | null): string | null =>
  day === null ? null : pacificDayToISO(day);

/** The last millisecond (23:59:59.999 Pacific) of a day. */
export const endOfPacificDay = (day: string | Instant): Date =>
  new Date(pacificMidnight(addCivilDays(civilOf(day), 1)).getTime() - 1);

const weekStartCivil = (instant: Instant, offsetWeeks: number): CivilDate =>
  addCivilDays(civilStartOfWeek(pacificCivilDate(instant)), offsetWeeks * 7);

/** Sunday 00:00 Pacific of the week holding `instant`, moved by `offsetWeeks` whole weeks. */
export const startOfWeek = (instant: Instant, offsetWeeks = 0): Date =>
  pacificMidnight(weekStartCivil(instant, offsetWeeks));

/** Saturday 23:59:59.999 Pacific of the week holding `instant`, moved by `offsetWeeks` whole weeks. */
export const endOfWeek = (instant: Instant, offsetWeeks = 0): Date =>
  new Date(pacificMidnight(weekStartCivil(instant, offsetWeeks + 1)).getTime() - 1);

/**
 * The Pacific week holding `instant`, moved by `offsetWeeks` whole weeks: its first and last
 * millisecond and its Sunday and Saturday. The current week is worked out once, not at every request.
 */
export function weekRange(instant: Instant, offsetWeeks = 0): WeekRange {
  const ms = assertValid(toMs(instant));
  if (offsetWeeks === 0 && lastWeek && ms >= lastWeek.start.getTime() && ms <= lastWeek.end.getTime())
    return { ...lastWeek, start: new Date(lastWeek.start), end: new Date(lastWeek.end) };
  const range = weekRangeOf(ms, offsetWeeks);
  if (offsetWeeks === 0) lastWeek = range;
  return { ...range, start: new Date(range.start), end: new Date(range.end) };
}

/** The Pacific week last asked for with no offset: the current week, on a server. */
let lastWeek: WeekRange | undefined;

function weekRangeOf(instant: Instant, offsetWeeks: number): WeekRange {
  const sunday = weekStartCivil(instant, offsetWeeks);
  const nextSunday = addCivilDays(sunday, 7);
  return {
    start: pacificMidnight(sunday),
    end: new Date(pacificMidnight(nextSunday).getTime() - 1),
    startDate: civilToISO(sunday),
    endDate: civilToISO(addCivilDays(sunday, 6)),
  };
}

/** The `YYYY-MM-DD` day `days` calendar days after (or before) `date`. */
export const addPacificDays = (date: string, days: number): string =>
  civilToISO(addCivilDays(parseISODateOrThrow(date), days));

// Summaries are due Saturday midnight Pacific for everyone, wherever the volunteer lives.
/** The deadline of the week holding `instant`: its Saturday 23:59:59.999 Pacific. */
export const dueDate = (instant: Instant): Date => endOfWeek(instant);

/**
 * How many weeks the week holding `date` lies from the current Pacific week: 0 this week,
 * -1 last week, 1 next week.
 */
export const weekOffsetOf = (date: string, now: Instant): number =>
  civilDaysBetween(civilStartOfWeek(pacificCivilDate(now)), civilStartOfWeek(parseISODateOrThrow(date))) / 7;

/** Whether a `YYYY-MM-DD` day lies within the Pacific week of `instant` moved by `offsetWeeks`. */
export const isDateInWeek = (date: string, instant: Instant, offsetWeeks = 0): boolean =>
  weekOffsetOf(date, instant) === offsetWeeks;
