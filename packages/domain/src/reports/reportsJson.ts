// The reports' inputs and answers. Hours are to two decimals, each figure summed from whole seconds
// and rounded once (`roundedHoursOf`), so a table's total is the report's own total.
import { z } from 'zod';
import { isUuid } from '../ids';
import { atMostItems, boundedText, TEXT_MAX } from '../limits';
import { timeEntryMessages as msg } from '../messages/timeEntries.messages';
import { dayInput } from '../time/dayInput';
import { dateRange } from '../timeEntries/timeEntries.schema';
import { reportFormat } from './csv';
import { REPORT_PERIOD_MAX_DAYS, TEAMS_REPORT_MAX } from './reportPeriod';

const period = {
  fromDate: dayInput(msg.invalidDate, msg.dateRequired),
  toDate: dayInput(msg.invalidDate, msg.dateRequired),
};

/** The period a report covers: Pacific days, both included, at most five years. The chooser checks with it. */
export const reportPeriodInput = z.object(period).superRefine(dateRange(REPORT_PERIOD_MAX_DAYS));

/** A report's query: the period and, for an export, the table and `format`. */
const reportQuery = <Table extends readonly [string, ...string[]]>(tables: Table) =>
  z
    .object({ ...period, format: reportFormat, table: z.enum(tables).default(tables[0]) })
    .superRefine(dateRange(REPORT_PERIOD_MAX_DAYS));

export const PEOPLE_REPORT_TABLES = ['projects', 'weeks'] as const;
export const PROJECT_REPORT_TABLES = ['people', 'tasks'] as const;
export const TEAM_REPORT_TABLES = ['members'] as const;
export type PeopleReportTable = (typeof PEOPLE_REPORT_TABLES)[number];
export type ProjectReportTable = (typeof PROJECT_REPORT_TABLES)[number];
export type TeamReportTable = (typeof TEAM_REPORT_TABLES)[number];

export const peopleReportQuery = reportQuery(PEOPLE_REPORT_TABLES);
export const projectReportQuery = reportQuery(PROJECT_REPORT_TABLES);
export const teamReportQuery = reportQuery(TEAM_REPORT_TABLES);

/** Tangible, intangible and all hours of a line or a whole report. */
const hours = {
  tangibleHours: z.number(),
  intangibleHours: z.number(),
  totalHours: z.number(),
};
export const reportHoursJson = z.strictObject(hours);
export type ReportHoursJson = z.infer<typeof reportHoursJson>;

const personFields = { _id: z.string(), firstName: z.string(), lastName: z.string(), isActive: z.boolean() };
const projectFields = {
  _id: z.string(),
  projectName: z.string(),
  category: z.string(),
  isActive: z.boolean(),
};
const teamFields = { _id: z.string(), teamName: z.string(), isActive: z.boolean() };

/** The people, projects and teams the reports page lists, each by name. */
export const reportSubjectsJson = z.strictObject({
  people: z.array(z.strictObject(personFields)),
  projects: z.array(z.strictObject(projectFields)),
  teams: z.array(z.strictObject(teamFields)),
});
export type ReportSubjectsJson = z.infer<typeof reportSubjectsJson>;

const periodJson = { fromDate: z.string(), toDate: z.string(), totals: reportHoursJson };

/**
 * A person's hours over the period: by project (most hours first; `projectId` null for time logged
 * without one) and by Pacific week (each week of it). */
export const peopleReportJson = z.strictObject({
  person: z.strictObject(personFields),
  ...periodJson,
  projects: z.array(z.strictObject({ projectId: z.string().nullable(), projectName: z.string(), ...hours })),
  weeks: z.array(z.strictObject({ weekStart: z.string(), ...hours })),
});
export type PeopleReportJson = z.infer<typeof peopleReportJson>;

/**
 * A project's hours over the period: by person, and by task with its WBS (most hours first; `taskId`
 * null for time logged on the project without a task).
 */
export const projectReportJson = z.strictObject({
  project: z.strictObject(projectFields),
  ...periodJson,
  people: z.array(
    z.strictObject({ userId: z.string(), firstName: z.string(), lastName: z.string(), ...hours }),
  ),
  tasks: z.array(
    z.strictObject({ taskId: z.string().nullable(), taskName: z.string(), wbsName: z.string(), ...hours }),
  ),
});
export type ProjectReportJson = z.infer<typeof projectReportJson>;

/** A team's hours over the period: every member, those who logged none too (most hours first). */
export const teamReportJson = z.strictObject({
  team: z.strictObject(teamFields),
  ...periodJson,
  members: z.array(
    z.strictObject({
      userId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      isActive: z.boolean(),
      ...hours,
    }),
  ),
});
export type TeamReportJson = z.infer<typeof teamReportJson>;

/**
 * `POST /api/team/reports`: the reports of several teams over one period. The original's body is not
 * given by the spec; this is the closest evident one (docs/operations.md).
 */
export const teamsReportInput = z
  .object({
    teamIds: z
      .array(boundedText(TEXT_MAX.token).refine(isUuid, msg.invalidId))
      .min(1, msg.invalidId)
      .max(...atMostItems(TEAMS_REPORT_MAX)),
    ...period,
  })
  .superRefine(dateRange(REPORT_PERIOD_MAX_DAYS));
export type TeamsReportInput = z.output<typeof teamsReportInput>;
