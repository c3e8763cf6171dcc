// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the reports endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { mayReadGroupReport, mayReadGroupReports, mayReadPeopleReport } from '@hgn/domain/reports';

export const reportsEndpoints = {
  subjects: /* @__PURE__ */ endpoint<C['reports']['subjects']>({
    method: 'GET',
    path: '/reports/subjects',
    guard: { kind: 'permission', anyOf: ['getReports'] },
    errors: [],
  }),
  people: /* @__PURE__ */ endpoint<C['reports']['people']>({
    method: 'GET',
    path: '/reports/people/:userId',
    guard: { kind: 'policy', name: 'peopleReportReader', allows: mayReadPeopleReport },
    errors: ['USER_NOT_FOUND'],
  }),
  project: /* @__PURE__ */ endpoint<C['reports']['project']>({
    method: 'GET',
    path: '/reports/projects/:projectId',
    guard: { kind: 'policy', name: 'projectReportReader', allows: mayReadGroupReport },
    errors: ['PROJECT_NOT_FOUND'],
  }),
  team: /* @__PURE__ */ endpoint<C['reports']['team']>({
    method: 'GET',
    path: '/reports/teams/:teamId/hours',
    guard: { kind: 'policy', name: 'teamReportReader', allows: mayReadGroupReport },
    errors: ['TEAM_NOT_FOUND'],
  }),
  teams: /* @__PURE__ */ endpoint<C['reports']['teams']>({
    method: 'POST',
    path: '/team/reports',
    guard: { kind: 'policy', name: 'teamsReportReader', allows: mayReadGroupReports },
    errors: ['TEAM_NOT_FOUND'],
  }),
};
