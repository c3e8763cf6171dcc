import type { GuardInput } from '@hgn/domain/contracts';
import { reportsContract as reports, TEAMS_REPORT_MAX } from '@hgn/domain/reports';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv, wantsCsv } from '../../platform/http/csv.js';
import { route } from '../../platform/http/route.js';
import type { ReportsService } from './reports.service.js';

export const reportsRoutes =
  (services: { reports: ReportsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.reports;
    // The members of the project or team whose report is read, for the readers' guard.
    const projectMembers = {
      subject: async ({ params }: GuardInput) => service.projectMembership(params.projectId),
    };
    const teamMembers = { subject: async ({ params }: GuardInput) => service.teamMembership(params.teamId) };
    // The members of each team the body names; a list the validation will refuse loads nothing.
    const teamsMembers = {
      subject: async ({ body }: GuardInput) => {
        const teamIds = (body as { teamIds?: unknown } | undefined)?.teamIds;
        if (!Array.isArray(teamIds) || teamIds.length > TEAMS_REPORT_MAX) return undefined;
        return Promise.all(teamIds.map((teamId) => service.teamMembership(teamId)));
      },
    };

    route(app, reports.subjects, async () => service.subjects());
    route(app, reports.people, async (req, reply) => {
      const { userId } = req.params;
      if (!wantsCsv(req)) return service.peopleReport(userId, req.query);
      const { filename, csv } = await service.peopleReportCsv(userId, req.query, req.query.table);
      return sendCsv(reply, filename, csv);
    });
    route(
      app,
      reports.project,
      async (req, reply) => {
        const { projectId } = req.params;
        if (!wantsCsv(req)) return service.projectReport(projectId, req.query);
        const { filename, csv } = await service.projectReportCsv(projectId, req.query, req.query.table);
        return sendCsv(reply, filename, csv);
      },
      projectMembers,
    );
    route(
      app,
      reports.team,
      async (req, reply) => {
        const { teamId } = req.params;
        if (!wantsCsv(req)) return service.teamReport(teamId, req.query);
        const { filename, csv } = await service.teamReportCsv(teamId, req.query);
        return sendCsv(reply, filename, csv);
      },
      teamMembers,
    );
    route(app, reports.teams, async (req) => service.teamsReport(req.body), teamsMembers);
  };
