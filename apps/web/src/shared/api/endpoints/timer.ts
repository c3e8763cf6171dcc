// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the timer endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { mayCallTimerOf } from '@hgn/domain/timer';

export const timerEndpoints = {
  timelogTracking: /* @__PURE__ */ endpoint<C['timer']['timelogTracking']>({
    method: 'GET',
    path: '/timelogTracking/:userId',
    guard: { kind: 'policy', name: 'timerOfUser', allows: mayCallTimerOf },
    errors: [],
  }),
};
