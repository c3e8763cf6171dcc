// What the period chooser holds and the queries it asks: a preset or custom period, compared with the
// period of as many days before it or with a custom one. Checked with the endpoints' own schema, so the
// page refuses what the server would, in the same words.
import { previousPeriodOf, volunteerStatsQuery } from '@hgn/domain/orgSummary';
import { reportPeriodOf, type ReportPeriod, type ReportPeriodPreset } from '@hgn/domain/reports';
import type { PeriodQuery, TeamsStatsQuery, VolunteerStatsQuery } from './api/orgSummaryApi';

export type PeriodChoice = {
  readonly preset: ReportPeriodPreset | 'custom';
  /** The period when `preset` is 'custom'. */
  readonly custom: ReportPeriod;
  readonly comparison: 'previous' | 'custom';
  /** The comparison period when `comparison` is 'custom'. */
  readonly customComparison: ReportPeriod;
};

/** The last four weeks beside the four before them. */
export function initialChoice(now: Date): PeriodChoice {
  const period = reportPeriodOf('lastFourWeeks', now);
  return {
    preset: 'lastFourWeeks',
    custom: period,
    comparison: 'previous',
    customComparison: previousPeriodOf(period),
  };
}

/** The period chosen, as the chooser shows it (a custom one may be invalid until corrected). */
export const periodOf = (choice: PeriodChoice, now: Date): ReportPeriod =>
  choice.preset === 'custom' ? choice.custom : reportPeriodOf(choice.preset, now);

export type ChoiceProblems = Partial<
  Record<'startDate' | 'endDate' | 'comparisonStartDate' | 'comparisonEndDate', string>
>;

/** The volunteer figures' query of a choice, or the problem of each date field that keeps it from being asked. */
export function queryOfChoice(
  choice: PeriodChoice,
  now: Date,
): { query: VolunteerStatsQuery; problems: null } | { query: null; problems: ChoiceProblems } {
  const period = periodOf(choice, now);
  const query = {
    startDate: period.fromDate,
    endDate: period.toDate,
    ...(choice.comparison === 'custom'
      ? {
          comparisonStartDate: choice.customComparison.fromDate,
          comparisonEndDate: choice.customComparison.toDate,
        }
      : {}),
  };
  const checked = volunteerStatsQuery.safeParse(query);
  if (checked.success) return { query, problems: null };
  const problems: ChoiceProblems = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as keyof ChoiceProblems;
    problems[field] ??= issue.message;
  }
  return { query: null, problems };
}

/** The projects' query of the same period. */
export const periodQueryOf = ({ startDate, endDate }: VolunteerStatsQuery): PeriodQuery => ({
  startDate,
  endDate,
});

/** The teams' query of the same period. */
export const teamsQueryOf = (
  { startDate, endDate }: VolunteerStatsQuery,
  activeMembersMinimum: number,
): TeamsStatsQuery => ({ startDate, endDate, activeMembersMinimum });
