// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the orgSummary endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { mayReadOrgSummary } from '@hgn/domain/orgSummary';

export const orgSummaryEndpoints = {
  volunteerStats: /* @__PURE__ */ endpoint<C['orgSummary']['volunteerStats']>({
    method: 'GET',
    path: '/reports/volunteerstats',
    guard: { kind: 'policy', name: 'orgSummaryReader', allows: mayReadOrgSummary },
    errors: [],
  }),
  taskAndProjectStats: /* @__PURE__ */ endpoint<C['orgSummary']['taskAndProjectStats']>({
    method: 'GET',
    path: '/reports/overviewsummaries/taskandprojectstats',
    guard: { kind: 'policy', name: 'orgSummaryReader', allows: mayReadOrgSummary },
    errors: [],
  }),
  teamsStats: /* @__PURE__ */ endpoint<C['orgSummary']['teamsStats']>({
    method: 'GET',
    path: '/reports/teams',
    guard: { kind: 'policy', name: 'orgSummaryReader', allows: mayReadOrgSummary },
    errors: [],
  }),
};
