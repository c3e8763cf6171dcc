// The Total Org Summary's rows as the API's JSON: seconds as hours to two decimals, each figure of the
// period beside the comparison period's.
import {
  HOURS_BANDS,
  type PeriodJson,
  type ProjectStatsJson,
  type TeamStatsJson,
  type VolunteerStatsJson,
} from '@hgn/domain/orgSummary';
import type { ReportPeriod } from '@hgn/domain/reports';
import { roundedHoursOf } from '@hgn/domain/timeEntries';
import type {
  CategorySecondsRow,
  ProjectStatsRow,
  TeamStatsRow,
  VolunteerFigureRow,
} from './orgSummary.repo.js';

export type VolunteerFacts = { figures: VolunteerFigureRow; categories: CategorySecondsRow[] };

export const presentPeriod = ({ fromDate, toDate }: ReportPeriod): PeriodJson => ({
  startDate: fromDate,
  endDate: toDate,
});

const compared = (current: number, comparison: number) => ({ current, comparison });

/** Categories of either period, most tangible hours in the period first, then by name. */
function presentCategories(
  current: readonly CategorySecondsRow[],
  comparison: readonly CategorySecondsRow[],
): VolunteerStatsJson['hoursByCategory'] {
  const secondsOf = (rows: readonly CategorySecondsRow[], category: string | null) =>
    rows.find((row) => row.category === category)?.seconds ?? 0;
  const categories = [...new Set([...current, ...comparison].map((row) => row.category))];
  return categories
    .map((category) => ({
      category,
      tangibleHours: compared(
        roundedHoursOf(secondsOf(current, category)),
        roundedHoursOf(secondsOf(comparison, category)),
      ),
    }))
    .sort(
      (a, b) =>
        b.tangibleHours.current - a.tangibleHours.current ||
        (a.category ?? '').localeCompare(b.category ?? ''),
    );
}

export function presentVolunteerStats(
  periods: { period: ReportPeriod; comparison: ReportPeriod },
  current: VolunteerFacts,
  comparison: VolunteerFacts,
): VolunteerStatsJson {
  const now = current.figures;
  const then = comparison.figures;
  const count = (key: Exclude<keyof VolunteerFigureRow, 'bands'>) => compared(now[key], then[key]);
  return {
    period: presentPeriod(periods.period),
    comparisonPeriod: presentPeriod(periods.comparison),
    figures: {
      activeVolunteers: count('activeVolunteers'),
      newVolunteers: count('newVolunteers'),
      deactivatedVolunteers: count('deactivatedVolunteers'),
      metCommitment: count('metCommitment'),
      missedCommitment: count('missedCommitment'),
      tangibleHours: compared(roundedHoursOf(now.tangibleSeconds), roundedHoursOf(then.tangibleSeconds)),
      intangibleHours: compared(
        roundedHoursOf(now.intangibleSeconds),
        roundedHoursOf(then.intangibleSeconds),
      ),
      blueSquares: count('blueSquares'),
      badgesEarned: count('badgesEarned'),
    },
    hoursByCategory: presentCategories(current.categories, comparison.categories),
    hoursBands: HOURS_BANDS.map((band, index) => ({
      ...band,
      volunteers: compared(now.bands[index] ?? 0, then.bands[index] ?? 0),
    })),
  };
}

export const presentProjectStats = (row: ProjectStatsRow): ProjectStatsJson => ({
  _id: row.id,
  projectName: row.name,
  category: row.category,
  isActive: row.isActive,
  tangibleHours: roundedHoursOf(row.tangibleSeconds),
  intangibleHours: roundedHoursOf(row.intangibleSeconds),
  tasksCompleted: row.tasksCompleted,
  tasksActive: row.tasksActive,
});

export const presentTeamStats = (row: TeamStatsRow): TeamStatsJson => ({
  _id: row.id,
  teamName: row.name,
  teamCode: row.teamCode,
  memberCount: row.memberCount,
  activeMemberCount: row.activeMemberCount,
  tangibleHours: roundedHoursOf(row.tangibleSeconds),
  intangibleHours: roundedHoursOf(row.intangibleSeconds),
});
