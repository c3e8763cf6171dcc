// How the Total Org Summary reads a period's hours, the bands it counts volunteers in and how a figure
// moved against the comparison period. Zod-free, like the periods themselves (`reports/reportPeriod`).
import {
  addCivilDays,
  civilDaysBetween,
  civilStartOfWeek,
  civilToISO,
  civilWeekday,
  parseISODateOrThrow,
} from '../time/civilDate';
import type { ReportPeriod } from '../reports/reportPeriod';

/**
 * Where a period's logged time is read: its whole Sunday-to-Saturday weeks from the weekly bookkeeping
 * (`weeks`: the Sundays of the first and last, or null when it holds none), and the days before the
 * first whole week and after the last one from the entries themselves (`days`: none, one or two spans).
 */
export type PeriodHoursSources = {
  readonly weeks: { readonly firstSunday: string; readonly lastSunday: string } | null;
  readonly days: readonly ReportPeriod[];
};

export function hoursSourcesOf(period: ReportPeriod): PeriodHoursSources {
  const from = parseISODateOrThrow(period.fromDate);
  const to = parseISODateOrThrow(period.toDate);
  const firstSunday = civilWeekday(from) === 0 ? from : addCivilDays(civilStartOfWeek(from), 7);
  // The Sunday of the week whose Saturday is the last one on or before `to`.
  const lastSunday = addCivilDays(civilStartOfWeek(addCivilDays(to, 1)), -7);
  if (civilDaysBetween(firstSunday, lastSunday) < 0) return { weeks: null, days: [period] };
  const days: ReportPeriod[] = [];
  if (civilDaysBetween(from, firstSunday) > 0)
    days.push({ fromDate: period.fromDate, toDate: civilToISO(addCivilDays(firstSunday, -1)) });
  const afterWeeks = addCivilDays(lastSunday, 7);
  if (civilDaysBetween(afterWeeks, to) >= 0)
    days.push({ fromDate: civilToISO(afterWeeks), toDate: period.toDate });
  return { weeks: { firstSunday: civilToISO(firstSunday), lastSunday: civilToISO(lastSunday) }, days };
}

/** The bands of average weekly tangible hours the summary counts volunteers in; the last has no end. */
export const HOURS_BANDS = [
  { label: '0-10', minHours: 0, maxHours: 10 },
  { label: '10-20', minHours: 10, maxHours: 20 },
  { label: '20-30', minHours: 20, maxHours: 30 },
  { label: '30-40', minHours: 30, maxHours: 40 },
  { label: '40+', minHours: 40, maxHours: null },
] as const;

/** Where each band after the first starts, in hours a week. */
export const HOURS_BAND_STARTS: readonly number[] = HOURS_BANDS.slice(1).map((band) => band.minHours);

/** A figure of the period beside the same figure of the comparison period. */
export type ComparedFigure = { readonly current: number; readonly comparison: number };

/**
 * How a figure moved against the comparison period: the difference, and the change in percent
 * (rounded to one decimal), or null when the comparison was zero and no percentage says anything.
 */
export function changeOf({ current, comparison }: ComparedFigure): {
  difference: number;
  percent: number | null;
} {
  const difference = Math.round((current - comparison) * 100) / 100;
  const percent = comparison === 0 ? null : Math.round((difference / Math.abs(comparison)) * 1000) / 10;
  return { difference, percent };
}
