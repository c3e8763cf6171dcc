// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the system endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const systemEndpoints = {
  health: /* @__PURE__ */ endpoint<C['system']['health']>({
    method: 'GET',
    path: '/health',
    guard: { kind: 'public' },
    errors: [],
  }),
  ready: /* @__PURE__ */ endpoint<C['system']['ready']>({
    method: 'GET',
    path: '/ready',
    guard: { kind: 'public' },
    errors: ['NOT_READY'],
  }),
};
