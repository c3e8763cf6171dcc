import { buildingProjectsContract as projects } from '@hgn/domain/buildingManagement';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { BuildingProjectsService } from './buildingProjects.service.js';

export const buildingProjectsRoutes =
  (services: { buildingProjects: BuildingProjectsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.buildingProjects;
    route(app, projects.list, async () => service.list());
    route(app, projects.get, async (req) => service.get(req.params.projectId));
    route(app, projects.create, async (req) => service.create(req.body));
    route(app, projects.update, async (req) => service.update(req.params.projectId, req.body));
  };
