import { commaListOf, groupBy } from '@hgn/domain/collections';
import { isUuid } from '@hgn/domain/ids';
import {
  JOB_SUMMARIES_MAX,
  JOBS_PAGE_SIZE,
  type JobCcListJson,
  type JobListingJson,
  type JobListingValues,
  type JobPageJson,
  type JobSearch,
  type JobSummariesJson,
  type JobSummariesSearch,
  reordered,
} from '@hgn/domain/jobListings';
import { jobListingsMessages, jobNotificationMessages } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import { AppError } from '../../platform/http/app-error.js';
import { rawJson, type RawJson } from '../../platform/http/raw-json.js';
import type { StoredFilesService } from '../buildingManagement/storedFiles.service.js';
import { pictureOf, presentBoardListing, presentJobListing } from './jobListings.present.js';
import { createJobListingsRepo, jobBoardAnswer, type JobListingRow } from './jobListings.repo.js';

const jobNotFound = () =>
  new AppError({ code: 'JOB_NOT_FOUND', body: { error: jobListingsMessages.jobNotFound } });
const pictureNotFound = () =>
  new AppError({
    code: 'JOB_PICTURE_NOT_FOUND',
    body: { error: jobListingsMessages.pictureNotFound },
  });
const categoryNotFound = () =>
  new AppError({
    code: 'JOB_CATEGORY_NOT_FOUND',
    body: { error: jobNotificationMessages.categoryNotFound },
  });
const entryNotFound = () =>
  new AppError({
    code: 'CC_ENTRY_NOT_FOUND',
    body: { error: jobNotificationMessages.entryNotFound },
  });
const emailExists = () =>
  new AppError({
    code: 'CC_EMAIL_EXISTS',
    body: { error: jobNotificationMessages.emailExists },
  });
const otherPicture = () =>
  new AppError({
    code: 'VALIDATION_FAILED',
    field: 'imageUrl',
    message: 'Please give a picture as a file or an http(s) address.',
  });

type Picture = Pick<JobListingRow, 'imageFileId' | 'imageUrl'>;

export function createJobListingsService(
  { db, clock, keptAnswers }: FeatureDeps,
  storedFiles: StoredFilesService,
) {
  const repo = createJobListingsRepo(db);

  const searchNow = async ({ page, limit, search: text, category }: JobSearch): Promise<JobPageJson> => {
    const filter = { search: text, categories: commaListOf(category) };
    const [rows, totalJobs] = await Promise.all([
      repo.page(filter, limit, (page - 1) * limit),
      repo.countMatching(filter),
    ]);
    const totalPages = Math.ceil(totalJobs / limit);
    return {
      success: true,
      jobs: rows.map(presentBoardListing),
      pagination: {
        totalJobs,
        totalPages,
        currentPage: page,
        limit,
        hasNextPage: page < totalPages,
        hasPreviousPage: page > 1,
      },
    };
  };

  /** A page of the board is the same for every visitor: kept between requests until a listing changes. */
  const search = (query: JobSearch): Promise<RawJson<JobPageJson>> =>
    keptAnswers.answer(jobBoardAnswer, JSON.stringify(query), async () =>
      rawJson(JSON.stringify(await searchNow(query))),
    );

  /**
   * The picture a listing keeps: a new one sent as a data URL is stored; the one it has, sent back as
   * it was served, stays; a web address is kept as it is.
   */
  const pictureFor = async (
    tx: DbOrTransaction,
    actor: Actor,
    imageUrl: string,
    current?: Picture,
  ): Promise<Picture> => {
    if (imageUrl.startsWith('data:')) {
      const url = await storedFiles.store(tx, imageUrl, {
        kind: 'image',
        field: 'imageUrl',
        createdBy: actor.userId,
      });
      // The stored file's URL ends with its id; a listing serves it at its own public address.
      return { imageFileId: url.slice(url.lastIndexOf('/') + 1), imageUrl: '' };
    }
    if (current && imageUrl !== '' && imageUrl === pictureOf(current))
      return { imageFileId: current.imageFileId, imageUrl: current.imageUrl };
    if (imageUrl.startsWith('/')) throw otherPicture();
    return { imageFileId: null, imageUrl };
  };

  const valuesOf = (input: JobListingValues) => ({
    title: input.title,
    category: input.category,
    description: sanitizeRichText(input.description, { pictures: false }),
    location: input.location,
    applyLink: input.applyLink,
    jobDetailsLink: input.jobDetailsLink,
    featured: input.featured,
  });

  return {
    /** A page of the listings the search and categories find. */
    search,

    categories: async () => ({ categories: await repo.categories() }),

    resetFilters: () => search({ page: 1, limit: JOBS_PAGE_SIZE, search: '', category: '' }),

    async summaries({ search: text, category }: JobSummariesSearch): Promise<JobSummariesJson> {
      const filter = { search: text, categories: commaListOf(category) };
      const [rows, totalJobs] = await Promise.all([
        repo.page(filter, JOB_SUMMARIES_MAX, 0),
        repo.countMatching(filter),
      ]);
      return { success: true, jobs: rows.map(presentBoardListing), totalJobs };
    },

    /** A listing's stored picture; no other stored file is served here. */
    async picture(fileId: string) {
      const file = isUuid(fileId) ? await repo.picture(fileId.toLowerCase()) : undefined;
      if (!file) throw pictureNotFound();
      return file;
    },

    async create(actor: Actor, input: JobListingValues): Promise<JobListingJson> {
      const row = await db.transaction(async (tx) =>
        createJobListingsRepo(tx).insert({
          ...valuesOf(input),
          ...(await pictureFor(tx, actor, input.imageUrl)),
          datePosted: clock.now(),
          createdById: actor.userId,
        }),
      );
      return presentJobListing(row);
    },

    async update(actor: Actor, jobId: string, input: JobListingValues): Promise<JobListingJson> {
      if (!isUuid(jobId)) throw jobNotFound();
      const row = await db.transaction(async (tx) => {
        const current = await createJobListingsRepo(tx).lock(jobId.toLowerCase());
        if (!current) throw jobNotFound();
        const picture = await pictureFor(tx, actor, input.imageUrl, current);
        const updated = await createJobListingsRepo(tx).update(current.id, {
          ...valuesOf(input),
          ...picture,
        });
        if (current.imageFileId !== picture.imageFileId) await storedFiles.remove(tx, [current.imageFileId]);
        return updated;
      });
      return presentJobListing(row!);
    },

    /** Deletes the listing with its stored picture. */
    async remove(jobId: string) {
      if (!isUuid(jobId)) throw jobNotFound();
      await db.transaction(async (tx) => {
        const removed = await createJobListingsRepo(tx).remove(jobId.toLowerCase());
        if (!removed) throw jobNotFound();
        await storedFiles.remove(tx, [removed.imageFileId]);
      });
      return { message: jobListingsMessages.deleted };
    },

    /**
     * The named listings take the places they hold between them in the order given; the others keep
     * theirs (every listing named: the whole board in that order). Every named listing must exist,
     * each once, or nothing moves.
     */
    async reorder(jobIds: string[]) {
      if (!jobIds.every((id) => isUuid(id))) throw jobNotFound();
      const ids = jobIds.map((id) => id.toLowerCase());
      await db.transaction(async (tx) => {
        const shown = await createJobListingsRepo(tx).lockAllInOrder();
        const order = reordered(shown, ids);
        if (!order) throw jobNotFound();
        await createJobListingsRepo(tx).setOrder(order);
      });
      return { message: jobListingsMessages.reordered };
    },

    async notificationList(): Promise<{ jobs: JobCcListJson[] }> {
      const { jobs, entries } = await repo.withCcLists();
      const ccLists = groupBy(
        entries,
        (entry) => entry.jobId,
        (entry) => ({ _id: entry.id, email: entry.email }),
      );
      return {
        jobs: jobs.map((job) => ({
          _id: job.id,
          title: job.title,
          category: job.category,
          datePosted: job.datePosted.toISOString(),
          ccList: ccLists.get(job.id) ?? [],
        })),
      };
    },

    /** An address already on the job's list is refused, however many ask at once. */
    async addToJob({ email, jobId }: { email: string; jobId: string }) {
      if (!isUuid(jobId)) throw jobNotFound();
      const entries = await db.transaction(async (tx) => {
        if (!(await createJobListingsRepo(tx).exists(jobId.toLowerCase()))) throw jobNotFound();
        return createJobListingsRepo(tx).addCc([jobId.toLowerCase()], email);
      });
      if (entries.length === 0) throw emailExists();
      return { message: jobNotificationMessages.added, entries: entries.map(presentEntry) };
    },

    /** The address joins every job of the category that lacks it; refused when all have it. */
    async addToCategory({ email, category }: { email: string; category: string }) {
      const entries = await db.transaction(async (tx) => {
        const jobIds = await createJobListingsRepo(tx).idsOfCategory(category);
        if (jobIds.length === 0) throw categoryNotFound();
        return createJobListingsRepo(tx).addCc(jobIds, email);
      });
      if (entries.length === 0) throw emailExists();
      return { message: jobNotificationMessages.added, entries: entries.map(presentEntry) };
    },

    async removeEntry(entryId: string) {
      if (!isUuid(entryId) || !(await repo.removeCc(entryId.toLowerCase()))) throw entryNotFound();
      return { message: jobNotificationMessages.removed };
    },

    /** The addresses on the job's CC list, in the caller's transaction; none for an unknown job. */
    ccAddressesOf: async (tx: DbOrTransaction, jobId: string): Promise<string[]> =>
      isUuid(jobId) ? createJobListingsRepo(tx).ccAddressesOf(jobId.toLowerCase()) : [],
  };
}

const presentEntry = (entry: { id: string; email: string; jobId: string }) => ({
  _id: entry.id,
  email: entry.email,
  jobId: entry.jobId,
});

export type JobListingsService = ReturnType<typeof createJobListingsService>;
