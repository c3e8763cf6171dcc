import {
  personNameOf,
  reportFileName,
  type PeopleReportTable,
  type ProjectReportTable,
  type ReportPeriod,
} from '@hgn/domain/reports';
import { callForCsv } from '../../../shared/api/call';
import { reportsEndpoints } from '../../../shared/api/endpoints/reports';

/** A table of a report as the server writes it in CSV, with the name its file is saved under. */
export const reportCsv = {
  people: async (
    person: { _id: string; firstName: string; lastName: string },
    period: ReportPeriod,
    table: PeopleReportTable,
  ) => ({
    csv: await callForCsv(reportsEndpoints.people, {
      params: { userId: person._id },
      query: { ...period, table },
    }),
    filename: reportFileName(personNameOf(person), table, period),
  }),
  project: async (
    project: { _id: string; projectName: string },
    period: ReportPeriod,
    table: ProjectReportTable,
  ) => ({
    csv: await callForCsv(reportsEndpoints.project, {
      params: { projectId: project._id },
      query: { ...period, table },
    }),
    filename: reportFileName(project.projectName, table, period),
  }),
  team: async (team: { _id: string; teamName: string }, period: ReportPeriod) => ({
    csv: await callForCsv(reportsEndpoints.team, { params: { teamId: team._id }, query: period }),
    filename: reportFileName(team.teamName, 'members', period),
  }),
};
