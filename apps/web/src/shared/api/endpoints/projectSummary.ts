// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the projectSummary endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const projectSummaryEndpoints = {
  project: /* @__PURE__ */ endpoint<C['projectSummary']['project']>({
    method: 'GET',
    path: '/bm/project/:projectId/summary',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: ['BUILDING_PROJECT_NOT_FOUND'],
  }),
  construction: /* @__PURE__ */ endpoint<C['projectSummary']['construction']>({
    method: 'GET',
    path: '/bm/projects/summary',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
};
