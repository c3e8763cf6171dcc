import {
  projectCreateInput,
  projectMembersInput,
  projectSearchQuery,
  projectUpdateInput,
} from '@hgn/domain/projects';
import { ROUTE_PERMISSION_SETS } from '@hgn/domain/permissions';
import { peopleSearchQuery } from '@hgn/domain/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/http/guard.js';
import type { ProjectsService } from './projects.service.js';

const projectIdParams = z.object({ projectId: z.string() });
const userIdParams = z.object({ userId: z.string() });

export const projectsRoutes =
  (services: { projects: ProjectsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { projects } = services;

    app.get('/projects', { config: { guard: guard.signedIn } }, async () => projects.listProjects());

    app.post(
      '/projects',
      { config: { guard: guard.permission('postProject') }, schema: { body: projectCreateInput } },
      async (req, reply) => reply.code(201).send(await projects.create(req.body)),
    );

    // The Add Project autocomplete: active projects only, at most ten.
    app.get(
      '/projects/search',
      { config: { guard: guard.signedIn }, schema: { querystring: projectSearchQuery } },
      async (req) => projects.search(req.query.text),
    );

    app.get(
      '/projects/user/:userId',
      { config: { guard: guard.signedIn }, schema: { params: userIdParams } },
      async (req) => projects.listProjectsOfUserInFull(req.params.userId),
    );

    app.get(
      '/project/:projectId',
      { config: { guard: guard.signedIn }, schema: { params: projectIdParams } },
      async (req) => projects.getProject(req.params.projectId),
    );

    app.put(
      '/project/:projectId',
      {
        config: { guard: guard.permission('putProject') },
        schema: { params: projectIdParams, body: projectUpdateInput },
      },
      async (req) => projects.update(req.params.projectId, req.body),
    );

    app.delete(
      '/project/:projectId',
      { config: { guard: guard.permission('deleteProject') }, schema: { params: projectIdParams } },
      async (req) => projects.remove(req.params.projectId),
    );

    app.get(
      '/project/:projectId/users',
      {
        config: { guard: guard.permission(...ROUTE_PERMISSION_SETS.projectMembers) },
        schema: { params: projectIdParams },
      },
      async (req) => projects.listMembers(req.params.projectId),
    );

    app.post(
      '/project/:projectId/users',
      {
        config: { guard: guard.permission('assignProjectToUsers') },
        schema: { params: projectIdParams, body: projectMembersInput },
      },
      async (req) => projects.assignMembers(req.params.projectId, req.body.users),
    );

    // Active people not yet on the project, for the members page's search (at most ten).
    app.get(
      '/project/:projectId/candidates',
      {
        config: { guard: guard.permission('assignProjectToUsers') },
        schema: { params: projectIdParams, querystring: peopleSearchQuery },
      },
      async (req) => projects.searchCandidates(req.params.projectId, req.query.search),
    );
  };
