import {
  weekStartsOfPeriod,
  type PeopleReportJson,
  type ProjectReportJson,
  type ReportHoursJson,
  type ReportPeriod,
  type ReportSubjectsJson,
  type TeamReportJson,
} from '@hgn/domain/reports';
import { roundedHoursOf } from '@hgn/domain/timeEntries';
import type { createReportsRepo } from './reports.repo.js';

type Rows<Read extends (...args: never[]) => unknown> = Awaited<ReturnType<Read>>;
type Repo = ReturnType<typeof createReportsRepo>;
type Seconds = { tangibleSeconds: number; totalSeconds: number };

const hoursOf = ({ tangibleSeconds, totalSeconds }: Seconds): ReportHoursJson => ({
  tangibleHours: roundedHoursOf(tangibleSeconds),
  intangibleHours: roundedHoursOf(totalSeconds - tangibleSeconds),
  totalHours: roundedHoursOf(totalSeconds),
});

/** The report's totals, summed from its lines' seconds and rounded once. */
const totalsOf = (lines: readonly Seconds[]): ReportHoursJson =>
  hoursOf(
    lines.reduce(
      (sum, line) => ({
        tangibleSeconds: sum.tangibleSeconds + line.tangibleSeconds,
        totalSeconds: sum.totalSeconds + line.totalSeconds,
      }),
      { tangibleSeconds: 0, totalSeconds: 0 },
    ),
  );

type PersonRow = NonNullable<Rows<Repo['findPerson']>>;
type ProjectRow = NonNullable<Rows<Repo['findProject']>>;
type TeamRow = NonNullable<Rows<Repo['findTeam']>>;

const presentPerson = (row: PersonRow) => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  isActive: row.isActive,
});
const presentProject = (row: ProjectRow) => ({
  _id: row.id,
  projectName: row.name,
  category: row.category,
  isActive: row.isActive,
});
const presentTeam = (row: TeamRow) => ({ _id: row.id, teamName: row.name, isActive: row.isActive });

export const presentSubjects = (
  people: readonly PersonRow[],
  projects: readonly ProjectRow[],
  teams: readonly TeamRow[],
): ReportSubjectsJson => ({
  people: people.map(presentPerson),
  projects: projects.map(presentProject),
  teams: teams.map(presentTeam),
});

export function presentPeopleReport(
  person: PersonRow,
  period: ReportPeriod,
  byProject: Rows<Repo['personSecondsByProject']>,
  byWeek: Rows<Repo['personSecondsByWeek']>,
): PeopleReportJson {
  const weekSeconds = new Map(byWeek.map((week) => [week.weekStart, week]));
  return {
    person: presentPerson(person),
    fromDate: period.fromDate,
    toDate: period.toDate,
    totals: totalsOf(byProject),
    projects: byProject.map((line) => ({
      projectId: line.projectId,
      projectName: line.projectName ?? '',
      ...hoursOf(line),
    })),
    // Every week of the period, those without time too, so that the weeks read as a timeline.
    weeks: weekStartsOfPeriod(period).map((weekStart) => ({
      weekStart,
      ...hoursOf(weekSeconds.get(weekStart) ?? { tangibleSeconds: 0, totalSeconds: 0 }),
    })),
  };
}

export const presentProjectReport = (
  project: ProjectRow,
  period: ReportPeriod,
  byPerson: Rows<Repo['projectSecondsByPerson']>,
  byTask: Rows<Repo['projectSecondsByTask']>,
): ProjectReportJson => ({
  project: presentProject(project),
  fromDate: period.fromDate,
  toDate: period.toDate,
  totals: totalsOf(byPerson),
  people: byPerson.map((line) => ({
    userId: line.userId,
    firstName: line.firstName,
    lastName: line.lastName,
    ...hoursOf(line),
  })),
  tasks: byTask.map((line) => ({
    taskId: line.taskId,
    taskName: line.taskName ?? '',
    wbsName: line.wbsName ?? '',
    ...hoursOf(line),
  })),
});

export const presentTeamReport = (
  team: TeamRow,
  period: ReportPeriod,
  byMember: Rows<Repo['teamSecondsByMember']>,
): TeamReportJson => ({
  team: presentTeam(team),
  fromDate: period.fromDate,
  toDate: period.toDate,
  totals: totalsOf(byMember),
  members: byMember.map((line) => ({
    userId: line.id,
    firstName: line.firstName,
    lastName: line.lastName,
    isActive: line.isActive,
    ...hoursOf(line),
  })),
});
