// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the followUps endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { maySetFollowUp } from '@hgn/domain/followUps';

export const followUpsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['followUps']['list']>({
    method: 'GET',
    path: '/followup',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  set: /* @__PURE__ */ endpoint<C['followUps']['set']>({
    method: 'POST',
    path: '/followup/:userId/:taskId',
    guard: { kind: 'policy', name: 'followUpSetter', allows: maySetFollowUp },
    errors: ['TASK_NOT_FOUND', 'USER_NOT_FOUND'],
  }),
};
