// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the buildingProjects endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const buildingProjectsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['buildingProjects']['list']>({
    method: 'GET',
    path: '/bm/projects',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  get: /* @__PURE__ */ endpoint<C['buildingProjects']['get']>({
    method: 'GET',
    path: '/bm/project/:projectId',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: ['BUILDING_PROJECT_NOT_FOUND'],
  }),
  create: /* @__PURE__ */ endpoint<C['buildingProjects']['create']>({
    method: 'POST',
    path: '/bm/projects',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postProject'] },
    },
    errors: ['BUILDING_PROJECT_NAME_TAKEN', 'USER_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['buildingProjects']['update']>({
    method: 'PUT',
    path: '/bm/project/:projectId',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['putProject'] },
    },
    errors: ['BUILDING_PROJECT_NOT_FOUND', 'BUILDING_PROJECT_NAME_TAKEN', 'USER_NOT_FOUND'],
  }),
};
