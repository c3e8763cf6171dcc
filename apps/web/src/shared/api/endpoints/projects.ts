// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the projects endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const projectsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['projects']['list']>({
    method: 'GET',
    path: '/projects',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['projects']['create']>({
    method: 'POST',
    path: '/projects',
    guard: { kind: 'permission', anyOf: ['postProject'] },
    errors: ['PROJECT_NAME_TAKEN'],
  }),
  search: /* @__PURE__ */ endpoint<C['projects']['search']>({
    method: 'GET',
    path: '/projects/search',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  ofUser: /* @__PURE__ */ endpoint<C['projects']['ofUser']>({
    method: 'GET',
    path: '/projects/user/:userId',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  get: /* @__PURE__ */ endpoint<C['projects']['get']>({
    method: 'GET',
    path: '/project/:projectId',
    guard: { kind: 'signedIn' },
    errors: ['PROJECT_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['projects']['update']>({
    method: 'PUT',
    path: '/project/:projectId',
    guard: { kind: 'permission', anyOf: ['putProject'] },
    errors: ['PROJECT_NOT_FOUND', 'PROJECT_NAME_TAKEN'],
  }),
  remove: /* @__PURE__ */ endpoint<C['projects']['remove']>({
    method: 'DELETE',
    path: '/project/:projectId',
    guard: { kind: 'permission', anyOf: ['deleteProject'] },
    errors: ['PROJECT_NOT_FOUND', 'PROJECT_HAS_TIME_ENTRIES'],
  }),
  members: /* @__PURE__ */ endpoint<C['projects']['members']>({
    method: 'GET',
    path: '/project/:projectId/users',
    guard: { kind: 'permission', anyOf: ['getProjectMembers', 'assignProjectToUsers'] },
    errors: ['PROJECT_NOT_FOUND'],
  }),
  assignMembers: /* @__PURE__ */ endpoint<C['projects']['assignMembers']>({
    method: 'POST',
    path: '/project/:projectId/users',
    guard: { kind: 'permission', anyOf: ['assignProjectToUsers'] },
    errors: ['PROJECT_NOT_FOUND', 'PROJECT_ARCHIVED', 'USER_NOT_FOUND'],
  }),
  candidates: /* @__PURE__ */ endpoint<C['projects']['candidates']>({
    method: 'GET',
    path: '/project/:projectId/candidates',
    guard: { kind: 'permission', anyOf: ['assignProjectToUsers'] },
    errors: ['PROJECT_NOT_FOUND'],
  }),
};
