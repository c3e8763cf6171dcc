// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the siteRecords endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const siteRecordsEndpoints = {
  listExternalTeam: /* @__PURE__ */ endpoint<C['siteRecords']['listExternalTeam']>({
    method: 'GET',
    path: '/bm/externalTeam',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  addExternalTeamMember: /* @__PURE__ */ endpoint<C['siteRecords']['addExternalTeamMember']>({
    method: 'POST',
    path: '/bm/externalTeam',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postInvInProject'] },
    },
    errors: [],
  }),
  listIssues: /* @__PURE__ */ endpoint<C['siteRecords']['listIssues']>({
    method: 'GET',
    path: '/bm/issues',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  addIssue: /* @__PURE__ */ endpoint<C['siteRecords']['addIssue']>({
    method: 'POST',
    path: '/bm/issues',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postInvInProject'] },
    },
    errors: ['BUILDING_PROJECT_NOT_FOUND'],
  }),
  setIssueStatus: /* @__PURE__ */ endpoint<C['siteRecords']['setIssueStatus']>({
    method: 'PUT',
    path: '/bm/issues/:issueId/status',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['putInvById'] },
    },
    errors: ['SITE_ISSUE_NOT_FOUND'],
  }),
};
