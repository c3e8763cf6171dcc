// What the job listings endpoints accept: the public search, an Owner's listing and CC list entries.
import { z } from 'zod';
import { requiredEmail } from '../auth/auth.schema';
import { dataUrlMaxLength } from '../buildingManagement/storedFiles';
import { atMost, atMostItems, boundedText, TEXT_MAX } from '../limits';
import { jobListingsMessages, jobNotificationMessages } from '../messages';
import { commaListOf } from '../collections';

/** Jobs on a page of `/collaboration` unless asked otherwise, and the most one page holds. */
export const JOBS_PAGE_SIZE = 18;
export const JOBS_PAGE_MAX = 100;
/** The most listings the summaries answer holds; `totalJobs` still counts them all. */
export const JOB_SUMMARIES_MAX = 1_000;
/** The most listings one reorder names. */
export const JOB_REORDER_MAX = 5_000;
/** The most categories one search names. */
export const JOB_CATEGORIES_MAX = 50;

/** Where a listing's stored picture is served, to anyone. */
export const jobPictureUrl = (fileId: string): string => `/api/jobs/pictures/${fileId}`;
const JOB_PICTURE_PREFIX = jobPictureUrl('');

/** `search` (a literal text, any case) and `category` (a comma list) of the listings. */
const filters = {
  search: z
    .string()
    .max(...atMost(TEXT_MAX.title))
    .default(''),
  category: z
    .string()
    .max(...atMost(JOB_CATEGORIES_MAX * TEXT_MAX.name))
    .refine(
      (list) => commaListOf(list).length <= JOB_CATEGORIES_MAX,
      `Please choose at most ${JOB_CATEGORIES_MAX} categories.`,
    )
    .default(''),
};

export const jobSearchQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(JOBS_PAGE_MAX).default(JOBS_PAGE_SIZE),
  ...filters,
});
export type JobSearch = z.output<typeof jobSearchQuery>;

export const jobSummariesQuery = z.object(filters);
export type JobSummariesSearch = z.output<typeof jobSummariesQuery>;

const isWebLink = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** A link on a listing: none, or an http(s) address. */
const webLink = z
  .string()
  .trim()
  .max(...atMost(TEXT_MAX.url))
  .refine(
    (value) => value === '' || isWebLink(value),
    'Please enter a link starting with http:// or https://.',
  )
  .default('');

/**
 * A listing's picture: none, a web address, the listing's stored picture as it was served, or a
 * new picture as a data URL (png or jpeg), which the server stores.
 */
const picture = z
  .string()
  .trim()
  .max(...atMost(dataUrlMaxLength('image')))
  .refine(
    (value) =>
      value === '' ||
      value.startsWith('data:') ||
      value.startsWith(JOB_PICTURE_PREFIX) ||
      (value.length <= TEXT_MAX.url && isWebLink(value)),
    'Please give a picture as a file or an http(s) address.',
  )
  .default('');

/** `POST /jobs` and `PUT /jobs/{id}`: an Owner's listing. */
export const jobListingInput = z.object({
  title: boundedText(TEXT_MAX.title, jobListingsMessages.titleRequired)
    .trim()
    .min(1, jobListingsMessages.titleRequired),
  category: boundedText(TEXT_MAX.name, jobListingsMessages.categoryRequired)
    .trim()
    .min(1, jobListingsMessages.categoryRequired)
    .refine((value) => !value.includes(','), 'A category cannot contain a comma.'),
  description: boundedText(TEXT_MAX.freeText).default(''),
  imageUrl: picture,
  location: boundedText(TEXT_MAX.title).trim().default(''),
  applyLink: webLink,
  jobDetailsLink: webLink,
  featured: z.boolean().default(false),
});
export type JobListingInput = z.input<typeof jobListingInput>;
export type JobListingValues = z.output<typeof jobListingInput>;

/** `POST /jobs/reorder`: the listings in their new order, first shown first. */
export const jobReorderInput = z.object({
  jobIds: z
    .array(z.string().max(...atMost(TEXT_MAX.token)))
    .min(1)
    .max(...atMostItems(JOB_REORDER_MAX))
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
      message: jobListingsMessages.repeatedJobsInOrder,
    }),
});

/** An address for a CC list, as both CC forms check it before sending. */
export const ccEmail = requiredEmail(
  jobNotificationMessages.emailRequired,
  jobNotificationMessages.emailInvalid,
);

/** `POST /job-notification-list/job`: an address for one job's CC list. */
export const ccToJobInput = z.object({
  email: ccEmail,
  jobId: boundedText(TEXT_MAX.token, 'Please choose a job.').trim().min(1, 'Please choose a job.'),
});
export type CcToJobInput = z.input<typeof ccToJobInput>;

/** `POST /job-notification-list/category`: an address for the CC list of every job of a category. */
export const ccToCategoryInput = z.object({
  email: ccEmail,
  category: boundedText(TEXT_MAX.name, 'Please choose a category.')
    .trim()
    .min(1, 'Please choose a category.'),
});
export type CcToCategoryInput = z.input<typeof ccToCategoryInput>;
