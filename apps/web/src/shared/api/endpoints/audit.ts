// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the audit endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { isOwner } from '@hgn/domain/permissions';

export const auditEndpoints = {
  list: /* @__PURE__ */ endpoint<C['audit']['list']>({
    method: 'GET',
    path: '/audit',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: [],
  }),
};
