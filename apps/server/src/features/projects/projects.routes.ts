import { projectsContract as projects } from '@hgn/domain/projects';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { ProjectsService } from './projects.service.js';

export const projectsRoutes =
  (services: { projects: ProjectsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.projects;
    route(app, projects.list, async () => service.listProjects());
    route(app, projects.create, async (req) => service.create(req.body));
    route(app, projects.search, async (req) => service.search(req.query.text));
    route(app, projects.ofUser, async (req) => service.listProjectsOfUserInFull(req.params.userId));
    route(app, projects.get, async (req) => service.getProject(req.params.projectId));
    route(app, projects.update, async (req) => service.update(req.params.projectId, req.body));
    route(app, projects.remove, async (req) => service.remove(req.params.projectId));
    route(app, projects.members, async (req) => service.listMembers(req.params.projectId));
    route(app, projects.assignMembers, async (req) =>
      service.assignMembers(req.params.projectId, req.body.users),
    );
    route(app, projects.candidates, async (req) =>
      service.searchCandidates(req.params.projectId, req.query.search),
    );
  };
