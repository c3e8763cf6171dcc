// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the mapLocations endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { canManageMapPeople, canRemoveMapPeople } from '@hgn/domain/mapLocations';

export const mapLocationsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['mapLocations']['list']>({
    method: 'GET',
    path: '/mapLocations',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  countryCount: /* @__PURE__ */ endpoint<C['mapLocations']['countryCount']>({
    method: 'GET',
    path: '/getTotalCountryCount',
    guard: { kind: 'public' },
    errors: [],
  }),
  tiles: /* @__PURE__ */ endpoint<C['mapLocations']['tiles']>({
    method: 'GET',
    path: '/mapLocations/tiles',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  add: /* @__PURE__ */ endpoint<C['mapLocations']['add']>({
    method: 'PUT',
    path: '/mapLocations',
    guard: { kind: 'policy', name: 'mapManager', allows: canManageMapPeople },
    errors: [],
  }),
  edit: /* @__PURE__ */ endpoint<C['mapLocations']['edit']>({
    method: 'PATCH',
    path: '/mapLocations',
    guard: { kind: 'policy', name: 'mapManager', allows: canManageMapPeople },
    errors: ['MAP_PERSON_NOT_FOUND', 'STALE_WRITE'],
  }),
  remove: /* @__PURE__ */ endpoint<C['mapLocations']['remove']>({
    method: 'DELETE',
    path: '/mapLocations/:id',
    guard: { kind: 'policy', name: 'mapRemover', allows: canRemoveMapPeople },
    errors: ['MAP_PERSON_NOT_FOUND'],
  }),
};
