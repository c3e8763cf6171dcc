// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the jobs endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { isOwner } from '@hgn/domain/permissions';

export const jobsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['jobs']['list']>({
    method: 'GET',
    path: '/jobruns',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: [],
  }),
  rerun: /* @__PURE__ */ endpoint<C['jobs']['rerun']>({
    method: 'POST',
    path: '/jobruns/:jobName',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: [
      'JOB_NOT_FOUND',
      'JOB_NOT_RERUNNABLE',
      'JOB_PERIOD_INVALID',
      'JOB_PERIOD_IN_FUTURE',
      'JOB_RUNNING',
    ],
  }),
};
