// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the titles endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const titlesEndpoints = {
  list: /* @__PURE__ */ endpoint<C['titles']['list']>({
    method: 'GET',
    path: '/title',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  one: /* @__PURE__ */ endpoint<C['titles']['one']>({
    method: 'GET',
    path: '/title/:titleId',
    guard: { kind: 'signedIn' },
    errors: ['TITLE_NOT_FOUND'],
  }),
  create: /* @__PURE__ */ endpoint<C['titles']['create']>({
    method: 'POST',
    path: '/title',
    guard: { kind: 'permission', anyOf: ['addNewTitle'] },
    errors: [
      'TITLE_CODE_TAKEN',
      'TITLE_NAME_TAKEN',
      'TITLE_TEAM_CODE_UNKNOWN',
      'TITLE_PROJECT_UNKNOWN',
      'TITLE_TEAM_UNKNOWN',
    ],
  }),
  update: /* @__PURE__ */ endpoint<C['titles']['update']>({
    method: 'POST',
    path: '/title/update',
    guard: { kind: 'permission', anyOf: ['editTitle'] },
    errors: [
      'TITLE_NOT_FOUND',
      'TITLE_CODE_TAKEN',
      'TITLE_NAME_TAKEN',
      'TITLE_TEAM_CODE_UNKNOWN',
      'TITLE_PROJECT_UNKNOWN',
      'TITLE_TEAM_UNKNOWN',
    ],
  }),
  reorder: /* @__PURE__ */ endpoint<C['titles']['reorder']>({
    method: 'PUT',
    path: '/title/order',
    guard: { kind: 'permission', anyOf: ['addNewTitle', 'editTitle'] },
    errors: ['TITLE_NOT_FOUND'],
  }),
  remove: /* @__PURE__ */ endpoint<C['titles']['remove']>({
    method: 'PUT',
    path: '/title/:titleId',
    guard: { kind: 'permission', anyOf: ['editTitle'] },
    errors: ['TITLE_NOT_FOUND'],
  }),
};
