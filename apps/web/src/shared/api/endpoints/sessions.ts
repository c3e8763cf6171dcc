// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the sessions endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const sessionsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['sessions']['list']>({
    method: 'GET',
    path: '/sessions',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  revoke: /* @__PURE__ */ endpoint<C['sessions']['revoke']>({
    method: 'DELETE',
    path: '/sessions/:sessionId',
    guard: { kind: 'signedIn' },
    errors: ['SESSION_NOT_FOUND'],
  }),
  revokeOthers: /* @__PURE__ */ endpoint<C['sessions']['revokeOthers']>({
    method: 'POST',
    path: '/sessions/revoke-others',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
};
