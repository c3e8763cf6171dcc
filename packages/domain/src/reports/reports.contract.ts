// Every endpoint of the reports pages, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
// Each report answers JSON, or with ?format=csv (or Accept: text/csv) one of its tables as CSV.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { mayReadGroupReport, mayReadGroupReports, mayReadPeopleReport } from './policies';
import type { ReportsErrorCode } from './reports.errors';
import {
  peopleReportJson,
  peopleReportQuery,
  projectReportJson,
  projectReportQuery,
  reportSubjectsJson,
  teamReportJson,
  teamReportQuery,
  teamsReportInput,
} from './reportsJson';

const refusals = errorCodes<ReportsErrorCode>();

export const reportsContract = {
  /** The people, projects and teams, active or not, by name: the lists of the reports page. */
  subjects: defineContract({
    method: 'GET',
    path: '/reports/subjects',
    guard: guard.permission('getReports'),
    errors: refusals(),
    response: reportSubjectsJson,
  }),

  /** A person's hours from `fromDate` to `toDate` (Pacific days) by project and by week. */
  people: defineContract({
    method: 'GET',
    path: '/reports/people/:userId',
    summary:
      "A person's hours over a period by project and by Pacific week; with ?format=csv (or Accept: text/csv) the `table` (projects or weeks) as CSV",
    guard: guard.policy('peopleReportReader', mayReadPeopleReport),
    errors: refusals('USER_NOT_FOUND'),
    params: z.object({ userId: z.string() }),
    query: peopleReportQuery,
    response: peopleReportJson,
  }),

  /** A project's hours from `fromDate` to `toDate` (Pacific days) by person and by task. */
  project: defineContract({
    method: 'GET',
    path: '/reports/projects/:projectId',
    summary:
      "A project's hours over a period by person and by task; with ?format=csv (or Accept: text/csv) the `table` (people or tasks) as CSV",
    guard: guard.policy('projectReportReader', mayReadGroupReport),
    errors: refusals('PROJECT_NOT_FOUND'),
    params: z.object({ projectId: z.string() }),
    query: projectReportQuery,
    response: projectReportJson,
  }),

  /** A team's hours from `fromDate` to `toDate` (Pacific days) by member. */
  team: defineContract({
    method: 'GET',
    path: '/reports/teams/:teamId/hours',
    summary:
      "A team's hours over a period by member; with ?format=csv (or Accept: text/csv) the members table as CSV",
    guard: guard.policy('teamReportReader', mayReadGroupReport),
    errors: refusals('TEAM_NOT_FOUND'),
    params: z.object({ teamId: z.string() }),
    query: teamReportQuery,
    response: teamReportJson,
  }),

  /**
   * The reports of several teams over one period, each as `team` answers it: the original client's
   * team report data. Readers: holders of getReports, or a member of every team named.
   */
  teams: defineContract({
    method: 'POST',
    path: '/team/reports',
    guard: guard.policy('teamsReportReader', mayReadGroupReports),
    errors: refusals('TEAM_NOT_FOUND'),
    body: teamsReportInput,
    response: z.array(teamReportJson),
  }),
};
