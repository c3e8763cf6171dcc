// The Total Org Summary's tables, as the page shows them and as their CSV exports hold them.
import { orgSummaryMessages as msg } from '../messages/orgSummary.messages';
import { toCsv, type CsvColumn } from '../reports/csv';
import { changeOf, type ComparedFigure } from './orgSummaryPeriod';
import type { VolunteerStatsTable } from './orgSummary.schema';
import type {
  ProjectStatsJson,
  TeamStatsJson,
  TaskAndProjectStatsJson,
  TeamsStatsJson,
  VolunteerStatsJson,
} from './orgSummaryJson';

export type VolunteerFigure = keyof VolunteerStatsJson['figures'];

/** Each figure's name, in the order the page and the CSV show them. */
export const VOLUNTEER_FIGURE_LABELS: Readonly<Record<VolunteerFigure, string>> = {
  activeVolunteers: 'Active volunteers',
  newVolunteers: 'New volunteers',
  deactivatedVolunteers: 'Deactivated volunteers',
  metCommitment: 'Met their weekly commitment',
  missedCommitment: 'Missed their weekly commitment',
  tangibleHours: 'Tangible hours',
  intangibleHours: 'Intangible hours',
  blueSquares: 'Blue squares given',
  badgesEarned: 'Badges earned',
};

export const VOLUNTEER_FIGURES = Object.keys(VOLUNTEER_FIGURE_LABELS) as VolunteerFigure[];

/** What a project's or category's line is called: time logged on no project has no name. */
export const projectNameOf = (row: Pick<ProjectStatsJson, 'projectName'>): string =>
  row.projectName ?? msg.noProject;
export const categoryNameOf = (category: string | null): string => category ?? msg.noProject;

type FigureLine = { label: string; figure: ComparedFigure };

const comparedColumns = <Row>(
  of: (row: Row) => ComparedFigure,
  headings: { current: string; comparison: string },
): CsvColumn<Row>[] => [
  { heading: headings.current, value: (row) => of(row).current },
  { heading: headings.comparison, value: (row) => of(row).comparison },
  { heading: 'Difference', value: (row) => changeOf(of(row)).difference },
  { heading: 'Change (%)', value: (row) => changeOf(of(row)).percent },
];

const figureColumns: CsvColumn<FigureLine>[] = [
  { heading: 'Figure', value: (row) => row.label },
  ...comparedColumns<FigureLine>((row) => row.figure, {
    current: 'This period',
    comparison: 'Comparison period',
  }),
];

type CategoryLine = VolunteerStatsJson['hoursByCategory'][number];
const categoryColumns: CsvColumn<CategoryLine>[] = [
  { heading: 'Category', value: (row) => categoryNameOf(row.category) },
  ...comparedColumns<CategoryLine>((row) => row.tangibleHours, {
    current: 'Tangible hours',
    comparison: 'Comparison tangible hours',
  }),
];

type BandLine = VolunteerStatsJson['hoursBands'][number];
const bandColumns: CsvColumn<BandLine>[] = [
  { heading: 'Average weekly hours', value: (row) => row.label },
  ...comparedColumns<BandLine>((row) => row.volunteers, {
    current: 'Volunteers',
    comparison: 'Comparison volunteers',
  }),
];

export const projectColumns: CsvColumn<ProjectStatsJson>[] = [
  { heading: 'Project', value: projectNameOf },
  { heading: 'Category', value: (row) => row.category ?? '' },
  { heading: 'Active', value: (row) => row.isActive },
  { heading: 'Tangible hours', value: (row) => row.tangibleHours },
  { heading: 'Intangible hours', value: (row) => row.intangibleHours },
  { heading: 'Tasks completed', value: (row) => row.tasksCompleted },
  { heading: 'Tasks active', value: (row) => row.tasksActive },
];

export const teamColumns: CsvColumn<TeamStatsJson>[] = [
  { heading: 'Team', value: (row) => row.teamName },
  { heading: 'Team code', value: (row) => row.teamCode },
  { heading: 'Members', value: (row) => row.memberCount },
  { heading: 'Active members', value: (row) => row.activeMemberCount },
  { heading: 'Tangible hours', value: (row) => row.tangibleHours },
  { heading: 'Intangible hours', value: (row) => row.intangibleHours },
];

/** One of the volunteer figures' tables as CSV: the figures, hours by category or the hours bands. */
export function volunteerStatsCsv(stats: VolunteerStatsJson, table: VolunteerStatsTable): string {
  switch (table) {
    case 'figures':
      return toCsv(
        figureColumns,
        VOLUNTEER_FIGURES.map((key) => ({ label: VOLUNTEER_FIGURE_LABELS[key], figure: stats.figures[key] })),
      );
    case 'categories':
      return toCsv(categoryColumns, stats.hoursByCategory);
    case 'bands':
      return toCsv(bandColumns, stats.hoursBands);
  }
}

export const projectStatsCsv = (stats: TaskAndProjectStatsJson): string =>
  toCsv(projectColumns, stats.projects);

export const teamsStatsCsv = (stats: TeamsStatsJson): string => toCsv(teamColumns, stats.teams);
