// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the timeEntries endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

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
