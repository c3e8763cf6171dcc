// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the timeEntries endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { mayReadGroupReport, mayReadPeopleReports } from '@hgn/domain/reports';

export const timeEntriesEndpoints = {
  ofUsers: /* @__PURE__ */ endpoint<C['timeEntries']['ofUsers']>({
    method: 'POST',
    path: '/TimeEntry/users',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  ofPerson: /* @__PURE__ */ endpoint<C['timeEntries']['ofPerson']>({
    method: 'GET',
    path: '/TimeEntry/user/:userId/:fromDate/:toDate',
    guard: { kind: 'signedIn' },
    errors: ['USER_NOT_FOUND'],
  }),
  ofProject: /* @__PURE__ */ endpoint<C['timeEntries']['ofProject']>({
    method: 'GET',
    path: '/TimeEntry/projects/:projectId/:fromDate/:toDate',
    guard: { kind: 'policy', name: 'projectReportReader', allows: mayReadGroupReport },
    errors: ['PROJECT_NOT_FOUND'],
  }),
  forReports: /* @__PURE__ */ endpoint<C['timeEntries']['forReports']>({
    method: 'POST',
    path: '/TimeEntry/reports',
    guard: { kind: 'policy', name: 'peopleReportsReader', allows: mayReadPeopleReports },
    errors: [],
  }),
  lostOfUsers: /* @__PURE__ */ endpoint<C['timeEntries']['lostOfUsers']>({
    method: 'POST',
    path: '/TimeEntry/lostUsers',
    guard: { kind: 'policy', name: 'peopleReportsReader', allows: mayReadPeopleReports },
    errors: [],
  }),
  lostOfProjects: /* @__PURE__ */ endpoint<C['timeEntries']['lostOfProjects']>({
    method: 'POST',
    path: '/TimeEntry/lostProjects',
    guard: { kind: 'permission', anyOf: ['getReports'] },
    errors: [],
  }),
  lostOfTeams: /* @__PURE__ */ endpoint<C['timeEntries']['lostOfTeams']>({
    method: 'POST',
    path: '/TimeEntry/lostTeams',
    guard: { kind: 'permission', anyOf: ['getReports'] },
    errors: [],
  }),
  list: /* @__PURE__ */ endpoint<C['timeEntries']['list']>({
    method: 'GET',
    path: '/TimeEntry',
    guard: { kind: 'permission', anyOf: ['getReports'] },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['timeEntries']['create']>({
    method: 'POST',
    path: '/TimeEntry',
    guard: { kind: 'signedIn' },
    errors: [
      'USER_NOT_FOUND',
      'USER_DEACTIVATED',
      'PROJECT_NOT_FOUND',
      'TASK_NOT_FOUND',
      'WBS_NOT_FOUND',
      'DATE_NOT_ALLOWED',
      'TIMER_NOT_RUNNING',
      'IDEMPOTENCY_KEY_REUSED',
    ],
  }),
  update: /* @__PURE__ */ endpoint<C['timeEntries']['update']>({
    method: 'PUT',
    path: '/TimeEntry/:timeEntryId',
    guard: { kind: 'signedIn' },
    errors: [
      'TIME_ENTRY_NOT_FOUND',
      'USER_NOT_FOUND',
      'PROJECT_NOT_FOUND',
      'TASK_NOT_FOUND',
      'WBS_NOT_FOUND',
      'DATE_NOT_ALLOWED',
      'NOTHING_CHANGED',
    ],
  }),
  remove: /* @__PURE__ */ endpoint<C['timeEntries']['remove']>({
    method: 'DELETE',
    path: '/TimeEntry/:timeEntryId',
    guard: { kind: 'signedIn' },
    errors: ['TIME_ENTRY_NOT_FOUND'],
  }),
};
