// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the timeEntries endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const timeEntriesEndpoints = {
  ofUsers: /* @__PURE__ */ endpoint<C['timeEntries']['ofUsers']>({
    method: 'POST',
    path: '/TimeEntry/users',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
};
