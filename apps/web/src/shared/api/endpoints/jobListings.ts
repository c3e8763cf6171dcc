// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the jobListings endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { isOwner } from '@hgn/domain/permissions';

export const jobListingsEndpoints = {
  search: /* @__PURE__ */ endpoint<C['jobListings']['search']>({
    method: 'GET',
    path: '/jobs',
    guard: { kind: 'public' },
    errors: [],
  }),
  categories: /* @__PURE__ */ endpoint<C['jobListings']['categories']>({
    method: 'GET',
    path: '/jobs/categories',
    guard: { kind: 'public' },
    errors: [],
  }),
  resetFilters: /* @__PURE__ */ endpoint<C['jobListings']['resetFilters']>({
    method: 'GET',
    path: '/jobs/reset-filters',
    guard: { kind: 'public' },
    errors: [],
  }),
  summaries: /* @__PURE__ */ endpoint<C['jobListings']['summaries']>({
    method: 'GET',
    path: '/jobs/summaries',
    guard: { kind: 'public' },
    errors: [],
  }),
  picture: /* @__PURE__ */ endpoint<C['jobListings']['picture']>({
    method: 'GET',
    path: '/jobs/pictures/:fileId',
    guard: { kind: 'public' },
    errors: ['JOB_PICTURE_NOT_FOUND'],
  }),
  create: /* @__PURE__ */ endpoint<C['jobListings']['create']>({
    method: 'POST',
    path: '/jobs',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: [],
  }),
  update: /* @__PURE__ */ endpoint<C['jobListings']['update']>({
    method: 'PUT',
    path: '/jobs/:jobId',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['JOB_NOT_FOUND'],
  }),
  remove: /* @__PURE__ */ endpoint<C['jobListings']['remove']>({
    method: 'DELETE',
    path: '/jobs/:jobId',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['JOB_NOT_FOUND'],
  }),
  reorder: /* @__PURE__ */ endpoint<C['jobListings']['reorder']>({
    method: 'POST',
    path: '/jobs/reorder',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['JOB_NOT_FOUND'],
  }),
  notificationList: /* @__PURE__ */ endpoint<C['jobListings']['notificationList']>({
    method: 'GET',
    path: '/job-notification-list',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: [],
  }),
  addToJob: /* @__PURE__ */ endpoint<C['jobListings']['addToJob']>({
    method: 'POST',
    path: '/job-notification-list/job',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['JOB_NOT_FOUND', 'CC_EMAIL_EXISTS'],
  }),
  addToCategory: /* @__PURE__ */ endpoint<C['jobListings']['addToCategory']>({
    method: 'POST',
    path: '/job-notification-list/category',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['JOB_CATEGORY_NOT_FOUND', 'CC_EMAIL_EXISTS'],
  }),
  removeEntry: /* @__PURE__ */ endpoint<C['jobListings']['removeEntry']>({
    method: 'DELETE',
    path: '/job-notification-list/:entryId',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['CC_ENTRY_NOT_FOUND'],
  }),
};
