// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the locations endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const locationsEndpoints = {
  lookup: /* @__PURE__ */ endpoint<C['locations']['lookup']>({
    method: 'GET',
    path: '/timezone/:location',
    guard: { kind: 'signedIn' },
    errors: ['LOCATION_NOT_FOUND'],
  }),
  lookupForSetup: /* @__PURE__ */ endpoint<C['locations']['lookupForSetup']>({
    method: 'POST',
    path: '/timezone/:location',
    guard: { kind: 'public' },
    errors: ['LOCATION_NOT_FOUND'],
  }),
};
