// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the scheduledReasons endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { mayScheduleReasonFor, mayScheduleReasonsOfPath } from '@hgn/domain/blueSquares';

export const scheduledReasonsEndpoints = {
  schedule: /* @__PURE__ */ endpoint<C['scheduledReasons']['schedule']>({
    method: 'POST',
    path: '/reason',
    guard: { kind: 'policy', name: 'reasonScheduler', allows: mayScheduleReasonFor },
    errors: ['USER_NOT_FOUND', 'REASON_DATE_IN_PAST', 'REASON_TAKEN'],
  }),
  list: /* @__PURE__ */ endpoint<C['scheduledReasons']['list']>({
    method: 'GET',
    path: '/reason/:userId',
    guard: { kind: 'policy', name: 'reasonsOfUser', allows: mayScheduleReasonsOfPath },
    errors: ['USER_NOT_FOUND'],
  }),
  single: /* @__PURE__ */ endpoint<C['scheduledReasons']['single']>({
    method: 'GET',
    path: '/reason/single/:userId',
    guard: { kind: 'policy', name: 'reasonsOfUser', allows: mayScheduleReasonsOfPath },
    errors: ['USER_NOT_FOUND'],
  }),
  edit: /* @__PURE__ */ endpoint<C['scheduledReasons']['edit']>({
    method: 'PATCH',
    path: '/reason/:userId',
    guard: { kind: 'policy', name: 'reasonsOfUser', allows: mayScheduleReasonsOfPath },
    errors: ['USER_NOT_FOUND', 'REASON_NOT_FOUND'],
  }),
};
