// Every endpoint of building projects, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
// The whole building area needs a session that opened the building portal (`POST /api/bm/login`);
// reading needs nothing more, writing the permission the original named.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { BuildingManagementErrorCode } from './buildingManagement.errors';
import { buildingProjectJson } from './buildingProjectJson';
import { buildingProjectCreateInput, buildingProjectUpdateInput } from './buildingProjects.schema';

const refusals = errorCodes<BuildingManagementErrorCode>();
const projectIdParams = z.object({ projectId: z.string() });

export const buildingProjectsContract = {
  list: defineContract({
    method: 'GET',
    path: '/bm/projects',
    summary: 'Every building project, by name',
    guard: guard.portal('canAccessBMPortal'),
    errors: refusals(),
    response: z.array(buildingProjectJson),
  }),
  get: defineContract({
    method: 'GET',
    path: '/bm/project/:projectId',
    guard: guard.portal('canAccessBMPortal'),
    errors: refusals('BUILDING_PROJECT_NOT_FOUND'),
    params: projectIdParams,
    response: buildingProjectJson,
  }),
  create: defineContract({
    method: 'POST',
    path: '/bm/projects',
    guard: guard.portal('canAccessBMPortal', guard.permission('postProject')),
    errors: refusals('BUILDING_PROJECT_NAME_TAKEN', 'USER_NOT_FOUND'),
    body: buildingProjectCreateInput,
    status: 201,
    response: buildingProjectJson,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/bm/project/:projectId',
    guard: guard.portal('canAccessBMPortal', guard.permission('putProject')),
    errors: refusals('BUILDING_PROJECT_NOT_FOUND', 'BUILDING_PROJECT_NAME_TAKEN', 'USER_NOT_FOUND'),
    params: projectIdParams,
    body: buildingProjectUpdateInput,
    response: buildingProjectJson,
  }),
};
