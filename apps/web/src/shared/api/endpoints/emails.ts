// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the emails endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { isOwner } from '@hgn/domain/permissions';

export const emailsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['emails']['list']>({
    method: 'GET',
    path: '/emailoutbox',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: [],
  }),
  get: /* @__PURE__ */ endpoint<C['emails']['get']>({
    method: 'GET',
    path: '/emailoutbox/:id',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['EMAIL_NOT_FOUND'],
  }),
};
