import { siteRecordsContract as site } from '@hgn/domain/buildingManagement';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { SiteRecordsService } from './siteRecords.service.js';

export const siteRecordsRoutes =
  (services: { siteRecords: SiteRecordsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.siteRecords;
    route(app, site.listExternalTeam, async () => service.listExternalTeam());
    route(app, site.addExternalTeamMember, async (req) => service.addExternalTeamMember(req.actor, req.body));
    route(app, site.listIssues, async (req) => service.listIssues(req.query));
    route(app, site.addIssue, async (req) => service.addIssue(req.actor, req.body));
    route(app, site.setIssueStatus, async (req) =>
      service.setIssueStatus(req.params.issueId, req.body.status),
    );
  };
