import { isUuid } from '@hgn/domain/ids';
import { reportsMessages as messages } from '@hgn/domain/messages';
import {
  peopleReportCsv,
  personNameOf,
  projectReportCsv,
  reportFileName,
  teamReportCsv,
  type PeopleReportJson,
  type PeopleReportTable,
  type ProjectReportJson,
  type ProjectReportTable,
  type ReportMembership,
  type ReportPeriod,
  type ReportSubjectsJson,
  type TeamReportJson,
  type TeamsReportInput,
} from '@hgn/domain/reports';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  presentPeopleReport,
  presentProjectReport,
  presentSubjects,
  presentTeamReport,
} from './reports.present.js';
import { createReportsRepo } from './reports.repo.js';

/** A report's table as a CSV download. */
export type ReportCsv = { filename: string; csv: string };

const personNotFound = () => new AppError({ code: 'USER_NOT_FOUND', message: messages.personNotFound });
const projectNotFound = () => new AppError({ code: 'PROJECT_NOT_FOUND', message: messages.projectNotFound });
const teamNotFound = () => new AppError({ code: 'TEAM_NOT_FOUND', message: messages.teamNotFound });

/** The id as stored (lowercase), or undefined for text that cannot be one: it names nothing. */
const idOf = (id: string): string | undefined => (isUuid(id) ? id.toLowerCase() : undefined);

export function createReportsService({ db }: FeatureDeps) {
  const repo = createReportsRepo(db);
  async function peopleReport(userId: string, period: ReportPeriod): Promise<PeopleReportJson> {
    const id = idOf(userId);
    const person = id && (await repo.findPerson(id));
    if (!id || !person) throw personNotFound();
    const [byProject, byWeek] = await Promise.all([
      repo.personSecondsByProject(id, period),
      repo.personSecondsByWeek(id, period),
    ]);
    return presentPeopleReport(person, period, byProject, byWeek);
  }

  async function projectReport(projectId: string, period: ReportPeriod): Promise<ProjectReportJson> {
    const id = idOf(projectId);
    const project = id && (await repo.findProject(id));
    if (!id || !project) throw projectNotFound();
    const [byPerson, byTask] = await Promise.all([
      repo.projectSecondsByPerson(id, period),
      repo.projectSecondsByTask(id, period),
    ]);
    return presentProjectReport(project, period, byPerson, byTask);
  }

  async function teamReport(teamId: string, period: ReportPeriod): Promise<TeamReportJson> {
    const id = idOf(teamId);
    const team = id && (await repo.findTeam(id));
    if (!id || !team) throw teamNotFound();
    return presentTeamReport(team, period, await repo.teamSecondsByMember(id, period));
  }

  /** The members the guards read, or undefined when the id names no project or team. */
  const membershipOf = async (
    read: typeof repo.projectMemberIds,
    groupId: unknown,
  ): Promise<ReportMembership | undefined> => {
    const id = typeof groupId === 'string' ? idOf(groupId) : undefined;
    const memberIds = id && (await read(id));
    return memberIds ? { memberIds } : undefined;
  };

  return {
    /** `GET /api/reports/subjects`: everyone, every project and every team, by name. */
    subjects: async (): Promise<ReportSubjectsJson> => {
      const [people, projects, teams] = await Promise.all([
        repo.listPeople(),
        repo.listProjects(),
        repo.listTeams(),
      ]);
      return presentSubjects(people, projects, teams);
    },
    projectMembership: (projectId: unknown) => membershipOf(repo.projectMemberIds, projectId),
    teamMembership: (teamId: unknown) => membershipOf(repo.teamMemberIds, teamId),

    peopleReport,
    projectReport,
    teamReport,

    /** `POST /api/team/reports`: each team's report over the one period, in the order asked. */
    teamsReport: ({ teamIds, fromDate, toDate }: TeamsReportInput): Promise<TeamReportJson[]> =>
      Promise.all(teamIds.map((teamId) => teamReport(teamId, { fromDate, toDate }))),

    peopleReportCsv: async (
      userId: string,
      period: ReportPeriod,
      table: PeopleReportTable,
    ): Promise<ReportCsv> => {
      const report = await peopleReport(userId, period);
      return {
        filename: reportFileName(personNameOf(report.person), table, period),
        csv: peopleReportCsv(report, table),
      };
    },
    projectReportCsv: async (
      projectId: string,
      period: ReportPeriod,
      table: ProjectReportTable,
    ): Promise<ReportCsv> => {
      const report = await projectReport(projectId, period);
      return {
        filename: reportFileName(report.project.projectName, table, period),
        csv: projectReportCsv(report, table),
      };
    },
    teamReportCsv: async (teamId: string, period: ReportPeriod): Promise<ReportCsv> => {
      const report = await teamReport(teamId, period);
      return {
        filename: reportFileName(report.team.teamName, 'members', period),
        csv: teamReportCsv(report),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
