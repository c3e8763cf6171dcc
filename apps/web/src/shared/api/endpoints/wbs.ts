// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the wbs endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const wbsEndpoints = {
  ofProject: /* @__PURE__ */ endpoint<C['wbs']['ofProject']>({
    method: 'GET',
    path: '/wbs/:projectId',
    guard: { kind: 'signedIn' },
    errors: ['PROJECT_NOT_FOUND'],
  }),
  create: /* @__PURE__ */ endpoint<C['wbs']['create']>({
    method: 'POST',
    path: '/wbs/:projectId',
    guard: { kind: 'permission', anyOf: ['postWbs'] },
    errors: ['PROJECT_NOT_FOUND', 'WBS_NAME_TAKEN'],
  }),
  remove: /* @__PURE__ */ endpoint<C['wbs']['remove']>({
    method: 'DELETE',
    path: '/wbs/:projectId',
    guard: { kind: 'permission', anyOf: ['deleteWbs'] },
    errors: ['WBS_NOT_FOUND', 'WBS_HAS_TIME_ENTRIES'],
  }),
  update: /* @__PURE__ */ endpoint<C['wbs']['update']>({
    method: 'PUT',
    path: '/wbsId/:wbsId',
    guard: { kind: 'permission', anyOf: ['postWbs'] },
    errors: ['WBS_NOT_FOUND', 'WBS_NAME_TAKEN'],
  }),
  get: /* @__PURE__ */ endpoint<C['wbs']['get']>({
    method: 'GET',
    path: '/wbsId/:wbsId',
    guard: { kind: 'signedIn' },
    errors: ['WBS_NOT_FOUND'],
  }),
};
