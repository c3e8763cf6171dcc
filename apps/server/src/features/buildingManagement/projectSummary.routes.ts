import { projectSummaryContract as summaries } from '@hgn/domain/buildingManagement';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { ProjectSummaryService } from './projectSummary.service.js';

export const projectSummaryRoutes =
  (services: { projectSummary: ProjectSummaryService }): FastifyPluginAsync =>
  async (app) => {
    route(app, summaries.project, async (req) => services.projectSummary.project(req.params.projectId));
    route(app, summaries.construction, async () => services.projectSummary.construction());
  };
