// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the ownerMessage endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const ownerMessageEndpoints = {
  get: /* @__PURE__ */ endpoint<C['ownerMessage']['get']>({
    method: 'GET',
    path: '/ownerMessage',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  update: /* @__PURE__ */ endpoint<C['ownerMessage']['update']>({
    method: 'PUT',
    path: '/ownerMessage',
    guard: { kind: 'permission', anyOf: ['editHeaderMessage'] },
    errors: [],
  }),
  remove: /* @__PURE__ */ endpoint<C['ownerMessage']['remove']>({
    method: 'DELETE',
    path: '/ownerMessage',
    guard: { kind: 'permission', anyOf: ['editHeaderMessage'] },
    errors: [],
  }),
  picture: /* @__PURE__ */ endpoint<C['ownerMessage']['picture']>({
    method: 'GET',
    path: '/ownerMessage/pictures/:fileId',
    guard: { kind: 'signedIn' },
    errors: ['FILE_NOT_FOUND'],
  }),
};
