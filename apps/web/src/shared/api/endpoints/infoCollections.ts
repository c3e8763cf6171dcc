// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the infoCollections endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { isOwner } from '@hgn/domain/permissions';

export const infoCollectionsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['infoCollections']['list']>({
    method: 'GET',
    path: '/informations',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['infoCollections']['create']>({
    method: 'POST',
    path: '/informations',
    guard: { kind: 'permission', anyOf: ['createPopup'] },
    errors: ['INFO_NAME_TAKEN'],
  }),
  update: /* @__PURE__ */ endpoint<C['infoCollections']['update']>({
    method: 'PUT',
    path: '/informations/:infoId',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['INFO_NOT_FOUND', 'INFO_NAME_TAKEN'],
  }),
  remove: /* @__PURE__ */ endpoint<C['infoCollections']['remove']>({
    method: 'DELETE',
    path: '/informations/:infoId',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['INFO_NOT_FOUND'],
  }),
};
