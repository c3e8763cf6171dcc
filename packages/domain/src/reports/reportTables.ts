// The tables of the people, project and team reports: on the screen and in their CSV exports alike,
// one column each of what a line shows.
import type { LostUserTimeEntryJson } from '../timeEntries/timeEntryJson';
import { toCsv, type CsvColumn } from './csv';
import type {
  PeopleReportJson,
  PeopleReportTable,
  ProjectReportJson,
  ProjectReportTable,
  ReportHoursJson,
  TeamReportJson,
} from './reportsJson';

const hourColumns: CsvColumn<ReportHoursJson>[] = [
  { heading: 'Tangible hours', value: (line) => line.tangibleHours },
  { heading: 'Intangible hours', value: (line) => line.intangibleHours },
  { heading: 'Total hours', value: (line) => line.totalHours },
];

/** What a line without a project or task is called. */
export const NO_PROJECT = 'No project';
export const NO_TASK = 'No task';

type ProjectLine = PeopleReportJson['projects'][number];
type WeekLine = PeopleReportJson['weeks'][number];
type PersonLine = ProjectReportJson['people'][number];
type TaskLine = ProjectReportJson['tasks'][number];
type MemberLine = TeamReportJson['members'][number];

/** The name of a report table's CSV file: whose report, which table, which period. */
export const reportFileName = (
  name: string,
  table: string,
  { fromDate, toDate }: { fromDate: string; toDate: string },
): string => `${name}-hours-by-${table}-${fromDate}-to-${toDate}.csv`.replace(/[^\w.-]/g, '_');

export const personNameOf = (line: { firstName: string; lastName: string }): string =>
  `${line.firstName} ${line.lastName}`.trim();

export const projectColumns: CsvColumn<ProjectLine>[] = [
  { heading: 'Project', value: (line) => line.projectName || NO_PROJECT },
  ...hourColumns,
];
export const weekColumns: CsvColumn<WeekLine>[] = [
  { heading: 'Week starting', value: (line) => line.weekStart, kind: 'day' },
  ...hourColumns,
];
/** Lost time an administrator logged for a person: its day, its hours and whether it is tangible. */
export const lostTimeColumns: CsvColumn<LostUserTimeEntryJson>[] = [
  { heading: 'Day', value: (entry) => entry.dateOfWork, kind: 'day' },
  { heading: 'Hours', value: (entry) => Math.round((entry.hours + entry.minutes / 60) * 100) / 100 },
  { heading: 'Tangible', value: (entry) => entry.isTangible },
];
export const personColumns: CsvColumn<PersonLine>[] = [
  { heading: 'Person', value: personNameOf },
  ...hourColumns,
];
export const taskColumns: CsvColumn<TaskLine>[] = [
  { heading: 'WBS', value: (line) => line.wbsName },
  { heading: 'Task', value: (line) => line.taskName || NO_TASK },
  ...hourColumns,
];
export const memberColumns: CsvColumn<MemberLine>[] = [
  { heading: 'Member', value: personNameOf },
  { heading: 'Active', value: (line) => line.isActive },
  ...hourColumns,
];

export const peopleReportCsv = (report: PeopleReportJson, table: PeopleReportTable): string =>
  table === 'weeks' ? toCsv(weekColumns, report.weeks) : toCsv(projectColumns, report.projects);

export const projectReportCsv = (report: ProjectReportJson, table: ProjectReportTable): string =>
  table === 'tasks' ? toCsv(taskColumns, report.tasks) : toCsv(personColumns, report.people);

export const teamReportCsv = (report: TeamReportJson): string => toCsv(memberColumns, report.members);
