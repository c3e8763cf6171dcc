import { orgSummaryContract as orgSummary } from '@hgn/domain/orgSummary';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv, wantsCsv } from '../../platform/http/csv.js';
import { route } from '../../platform/http/route.js';
import type { OrgSummaryService } from './orgSummary.service.js';

/** The CSV's file name: the table and its period. */
const fileName = (table: string, query: { startDate?: string | undefined; endDate: string }) =>
  `org-summary-${table}-${query.startDate ? `${query.startDate}-to-` : 'to-'}${query.endDate}.csv`;

export const orgSummaryRoutes =
  (services: { orgSummary: OrgSummaryService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.orgSummary;
    route(app, orgSummary.volunteerStats, async (req, reply) =>
      wantsCsv(req)
        ? sendCsv(reply, fileName(req.query.table, req.query), await service.volunteerStatsCsv(req.query))
        : service.volunteerStats(req.query),
    );
    route(app, orgSummary.taskAndProjectStats, async (req, reply) =>
      wantsCsv(req)
        ? sendCsv(reply, fileName('projects', req.query), await service.projectStatsCsv(req.query))
        : service.taskAndProjectStats(req.query),
    );
    route(app, orgSummary.teamsStats, async (req, reply) =>
      wantsCsv(req)
        ? sendCsv(reply, fileName('teams', req.query), await service.teamsStatsCsv(req.query))
        : service.teamsStats(req.query),
    );
  };
