// The period a report covers: Pacific days from `fromDate` to `toDate`, both included, with the
// presets the period chooser offers and the period before one. Zod-free, so the screens compute them
// without the schemas.
import {
  addCivilDays,
  civilDaysBetween,
  civilStartOfWeek,
  civilToISO,
  parseISODateOrThrow,
} from '../time/civilDate';
import { pacificCivilDate, weekRange, type Instant } from '../time/pacificCalendar';

/** The longest period one report covers, in days: five years. */
export const REPORT_PERIOD_MAX_DAYS = 1_830;
/** The most teams one request of `POST /api/team/reports` reports on. */
export const TEAMS_REPORT_MAX = 50;

export type ReportPeriod = { readonly fromDate: string; readonly toDate: string };

export const REPORT_PERIOD_PRESETS = ['thisWeek', 'lastWeek', 'lastFourWeeks', 'thisYear'] as const;
export type ReportPeriodPreset = (typeof REPORT_PERIOD_PRESETS)[number];

export const reportPeriodPresetLabels: Record<ReportPeriodPreset, string> = {
  thisWeek: 'This week',
  lastWeek: 'Last week',
  lastFourWeeks: 'Last 4 weeks',
  thisYear: 'This year',
};

/**
 * The Pacific days of a preset at `now`: whole Sunday-to-Saturday weeks (this week, or the last one or
 * four that have ended), or January 1st to December 31st.
 */
export function reportPeriodOf(preset: ReportPeriodPreset, now: Instant): ReportPeriod {
  switch (preset) {
    case 'thisWeek': {
      const week = weekRange(now);
      return { fromDate: week.startDate, toDate: week.endDate };
    }
    case 'lastWeek': {
      const week = weekRange(now, -1);
      return { fromDate: week.startDate, toDate: week.endDate };
    }
    // The four weeks before this one: a week that has just begun would show everyone short of their hours.
    case 'lastFourWeeks':
      return { fromDate: weekRange(now, -4).startDate, toDate: weekRange(now, -1).endDate };
    case 'thisYear': {
      const { year } = pacificCivilDate(now);
      return { fromDate: `${year}-01-01`, toDate: `${year}-12-31` };
    }
  }
}

/** The preset a period is, if it is one at `now`. */
export const presetOfPeriod = (period: ReportPeriod, now: Instant): ReportPeriodPreset | undefined =>
  REPORT_PERIOD_PRESETS.find((preset) => {
    const candidate = reportPeriodOf(preset, now);
    return candidate.fromDate === period.fromDate && candidate.toDate === period.toDate;
  });

/** Pacific days in the period, both ends counted. */
export const daysOfPeriod = ({ fromDate, toDate }: ReportPeriod): number =>
  civilDaysBetween(parseISODateOrThrow(fromDate), parseISODateOrThrow(toDate)) + 1;

/** The period of as many days that ends the day before this one starts: the Total Org Summary's default comparison. */
export function previousPeriodOf(period: ReportPeriod): ReportPeriod {
  const from = parseISODateOrThrow(period.fromDate);
  return {
    fromDate: civilToISO(addCivilDays(from, -daysOfPeriod(period))),
    toDate: civilToISO(addCivilDays(from, -1)),
  };
}

/** The Sundays of the Pacific weeks a period touches, first to last. */
export function weekStartsOfPeriod({ fromDate, toDate }: ReportPeriod): string[] {
  const sundays: string[] = [];
  const last = parseISODateOrThrow(toDate);
  for (
    let sunday = civilStartOfWeek(parseISODateOrThrow(fromDate));
    civilDaysBetween(sunday, last) >= 0;
    sunday = addCivilDays(sunday, 7)
  )
    sundays.push(civilToISO(sunday));
  return sundays;
}
