// Every endpoint of job listings and of their CC lists, declared once (docs/ARCHITECTURE.md,
// "Adding an endpoint"). Reading listings needs no session; only Owners write them.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { jobNotificationMessages } from '../messages';
import {
  ccAddedJson,
  jobCategoriesJson,
  jobListingJson,
  jobMessageJson,
  jobNotificationListJson,
  jobPageJson,
  jobSummariesJson,
} from './jobListingJson';
import type { JobListingsErrorCode } from './jobListings.errors';
import {
  ccToCategoryInput,
  ccToJobInput,
  jobListingInput,
  jobReorderInput,
  jobSearchQuery,
  jobSummariesQuery,
} from './jobListings.schema';

const refusals = errorCodes<JobListingsErrorCode>();
const jobParams = z.object({ jobId: z.string().max(100) });

export const jobListingsContract = {
  /** A page of listings, featured first, then in the Owner's order, newest first. */
  search: defineContract({
    method: 'GET',
    path: '/jobs',
    guard: guard.public,
    errors: refusals(),
    query: jobSearchQuery,
    response: jobPageJson,
  }),
  categories: defineContract({
    method: 'GET',
    path: '/jobs/categories',
    guard: guard.public,
    errors: refusals(),
    response: jobCategoriesJson,
  }),
  /** The first page with no search and no category. */
  resetFilters: defineContract({
    method: 'GET',
    path: '/jobs/reset-filters',
    guard: guard.public,
    errors: refusals(),
    response: jobPageJson,
  }),
  summaries: defineContract({
    method: 'GET',
    path: '/jobs/summaries',
    guard: guard.public,
    errors: refusals(),
    query: jobSummariesQuery,
    response: jobSummariesJson,
  }),
  picture: defineContract({
    method: 'GET',
    path: '/jobs/pictures/:fileId',
    summary: "A listing's stored picture, with its type",
    guard: guard.public,
    errors: refusals('JOB_PICTURE_NOT_FOUND'),
    params: z.object({ fileId: z.string().max(100) }),
    response: z.unknown(),
  }),
  create: defineContract({
    method: 'POST',
    path: '/jobs',
    guard: guard.owner,
    errors: refusals(),
    body: jobListingInput,
    status: 201,
    response: jobListingJson,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/jobs/:jobId',
    guard: guard.owner,
    errors: refusals('JOB_NOT_FOUND'),
    params: jobParams,
    body: jobListingInput,
    response: jobListingJson,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/jobs/:jobId',
    guard: guard.owner,
    errors: refusals('JOB_NOT_FOUND'),
    params: jobParams,
    response: jobMessageJson,
  }),
  /** The named listings take the places 0, 1, 2... in the order given; the others keep theirs. */
  reorder: defineContract({
    method: 'POST',
    path: '/jobs/reorder',
    guard: guard.owner,
    errors: refusals('JOB_NOT_FOUND'),
    body: jobReorderInput,
    response: jobMessageJson,
  }),
  /** Every job with its CC list, newest first. */
  notificationList: defineContract({
    method: 'GET',
    path: '/job-notification-list',
    guard: guard.owner,
    refusedWith: jobNotificationMessages.accessDenied,
    errors: refusals(),
    response: jobNotificationListJson,
  }),
  addToJob: defineContract({
    method: 'POST',
    path: '/job-notification-list/job',
    guard: guard.owner,
    refusedWith: jobNotificationMessages.accessDenied,
    errors: refusals('JOB_NOT_FOUND', 'CC_EMAIL_EXISTS'),
    body: ccToJobInput,
    status: 201,
    response: ccAddedJson,
  }),
  /** The address joins the CC list of every job of the category that does not have it yet. */
  addToCategory: defineContract({
    method: 'POST',
    path: '/job-notification-list/category',
    guard: guard.owner,
    refusedWith: jobNotificationMessages.accessDenied,
    errors: refusals('JOB_CATEGORY_NOT_FOUND', 'CC_EMAIL_EXISTS'),
    body: ccToCategoryInput,
    status: 201,
    response: ccAddedJson,
  }),
  removeEntry: defineContract({
    method: 'DELETE',
    path: '/job-notification-list/:entryId',
    guard: guard.owner,
    refusedWith: jobNotificationMessages.accessDenied,
    errors: refusals('CC_ENTRY_NOT_FOUND'),
    params: z.object({ entryId: z.string().max(100) }),
    response: jobMessageJson,
  }),
};
