// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the timeOff endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { mayManageTimeOffRequest, mayRequestTimeOffFor } from '@hgn/domain/timeOff';

export const timeOffEndpoints = {
  list: /* @__PURE__ */ endpoint<C['timeOff']['list']>({
    method: 'GET',
    path: '/getTimeOffRequests',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['timeOff']['create']>({
    method: 'POST',
    path: '/setTimeOffRequest',
    guard: { kind: 'policy', name: 'timeOffRequester', allows: mayRequestTimeOffFor },
    errors: ['USER_NOT_FOUND', 'TIME_OFF_END_BEFORE_START', 'TIME_OFF_START_IN_PAST', 'TIME_OFF_OVERLAP'],
  }),
  get: /* @__PURE__ */ endpoint<C['timeOff']['get']>({
    method: 'GET',
    path: '/getTimeOffRequest/:id',
    guard: { kind: 'policy', name: 'timeOffRequestOwner', allows: mayManageTimeOffRequest },
    errors: ['TIME_OFF_REQUEST_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['timeOff']['update']>({
    method: 'POST',
    path: '/updateTimeOffRequest/:id',
    guard: { kind: 'policy', name: 'timeOffRequestOwner', allows: mayManageTimeOffRequest },
    errors: [
      'TIME_OFF_REQUEST_NOT_FOUND',
      'TIME_OFF_END_BEFORE_START',
      'TIME_OFF_START_IN_PAST',
      'TIME_OFF_OVERLAP',
    ],
  }),
  remove: /* @__PURE__ */ endpoint<C['timeOff']['remove']>({
    method: 'DELETE',
    path: '/deleteTimeOffRequest/:id',
    guard: { kind: 'policy', name: 'timeOffRequestOwner', allows: mayManageTimeOffRequest },
    errors: ['TIME_OFF_REQUEST_NOT_FOUND'],
  }),
};
