// Every endpoint of projects, declared once: the server registers these, the tests parse their answers
// with them and the web app calls them (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { ROUTE_PERMISSION_SETS } from '../permissions/routeGuards';
import { memberCandidateJson } from '../teams/teamJson';
import { peopleSearchQuery } from '../teams/teams.schema';
import {
  assignProjectMembersResultJson,
  deleteProjectResultJson,
  projectJson,
  projectMemberJson,
} from './projectJson';
import type { ProjectsErrorCode } from './projects.errors';
import {
  projectCreateInput,
  projectMembersInput,
  projectSearchQuery,
  projectUpdateInput,
} from './projects.schema';

const refusals = errorCodes<ProjectsErrorCode>();
const projectIdParams = z.object({ projectId: z.string() });

export const projectsContract = {
  list: defineContract({
    method: 'GET',
    path: '/projects',
    guard: guard.signedIn,
    errors: refusals(),
    response: z.array(projectJson),
  }),
  create: defineContract({
    method: 'POST',
    path: '/projects',
    guard: guard.permission('postProject'),
    errors: refusals('PROJECT_NAME_TAKEN'),
    body: projectCreateInput,
    status: 201,
    response: projectJson,
  }),
  search: defineContract({
    method: 'GET',
    path: '/projects/search',
    summary: 'The Add Project autocomplete: active projects only, at most ten',
    guard: guard.signedIn,
    errors: refusals(),
    query: projectSearchQuery,
    response: z.array(projectJson),
  }),
  ofUser: defineContract({
    method: 'GET',
    path: '/projects/user/:userId',
    guard: guard.signedIn,
    errors: refusals(),
    params: z.object({ userId: z.string() }),
    response: z.array(projectJson),
  }),
  get: defineContract({
    method: 'GET',
    path: '/project/:projectId',
    guard: guard.signedIn,
    errors: refusals('PROJECT_NOT_FOUND'),
    params: projectIdParams,
    response: projectJson,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/project/:projectId',
    guard: guard.permission('putProject'),
    errors: refusals('PROJECT_NOT_FOUND', 'PROJECT_NAME_TAKEN'),
    params: projectIdParams,
    body: projectUpdateInput,
    response: projectJson,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/project/:projectId',
    guard: guard.permission('deleteProject'),
    errors: refusals('PROJECT_NOT_FOUND', 'PROJECT_HAS_TIME_ENTRIES'),
    params: projectIdParams,
    response: deleteProjectResultJson,
  }),
  members: defineContract({
    method: 'GET',
    path: '/project/:projectId/users',
    guard: guard.permission(...ROUTE_PERMISSION_SETS.projectMembers),
    errors: refusals('PROJECT_NOT_FOUND'),
    params: projectIdParams,
    response: z.array(projectMemberJson),
  }),
  assignMembers: defineContract({
    method: 'POST',
    path: '/project/:projectId/users',
    guard: guard.permission('assignProjectToUsers'),
    errors: refusals('PROJECT_NOT_FOUND', 'PROJECT_ARCHIVED', 'USER_NOT_FOUND'),
    params: projectIdParams,
    body: projectMembersInput,
    response: assignProjectMembersResultJson,
  }),
  // Active people not yet on the project, for the members page's search (at most ten).
  candidates: defineContract({
    method: 'GET',
    path: '/project/:projectId/candidates',
    guard: guard.permission('assignProjectToUsers'),
    errors: refusals('PROJECT_NOT_FOUND'),
    params: projectIdParams,
    query: peopleSearchQuery,
    response: z.array(memberCandidateJson),
  }),
};
