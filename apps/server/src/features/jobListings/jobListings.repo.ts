import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { escapeLike } from '../../platform/db/like.js';
import { keptAnswerKind } from '../../platform/http/kept-answers.js';
import { storedFiles } from '../buildingManagement/storedFiles.table.js';
import { jobForms } from '../jobForms/jobForms.table.js';
import { jobCcEntries, jobListings } from './jobListings.table.js';

export type JobListingRow = typeof jobListings.$inferSelect;
export type BoardListingRow = JobListingRow & { formId: string | null };
export type JobListingValues = Omit<typeof jobListings.$inferInsert, 'id'>;
export type CcEntryRow = typeof jobCcEntries.$inferSelect;
export type JobFilter = { search: string; categories: string[] };

/** The job board's pages are kept between requests (jobListings.service.ts); they read the listings alone. */
export const jobBoardAnswer = keptAnswerKind('job listings', [jobListings, jobForms]);

/** Featured listings first, then the Owner's order, then the newest. */
const listingOrder = [
  desc(jobListings.featured),
  asc(jobListings.displayOrder),
  desc(jobListings.datePosted),
  asc(jobListings.id),
];

/** The search is literal text found in the title or the description, in any case. */
const matching = ({ search, categories }: JobFilter): SQL | undefined => {
  const text = `%${escapeLike(search)}%`;
  return and(
    search === '' ? undefined : or(ilike(jobListings.title, text), ilike(jobListings.description, text)),
    categories.length === 0 ? undefined : inArray(jobListings.category, categories),
  );
};

/**
 * The newest application form built for the listing, which the board links to. The listing's id is
 * named with its table: a select from one table names its columns bare, which in here are the form's.
 */
const newestFormId = sql<string | null>`(
  select ${jobForms.id} from ${jobForms}
  where ${jobForms.jobId} = ${jobListings}.${sql.identifier(jobListings.id.name)}
  order by ${jobForms.updatedAt} desc, ${jobForms.id} limit 1
)`;

export function createJobListingsRepo(db: DbOrTransaction) {
  return {
    page: (filter: JobFilter, limit: number, offset: number): Promise<BoardListingRow[]> =>
      db
        .select({ ...getTableColumns(jobListings), formId: newestFormId })
        .from(jobListings)
        .where(matching(filter))
        .orderBy(...listingOrder)
        .limit(limit)
        .offset(offset),

    countMatching: async (filter: JobFilter): Promise<number> =>
      (await db.select({ n: count() }).from(jobListings).where(matching(filter)))[0]?.n ?? 0,

    categories: async (): Promise<string[]> =>
      (
        await db
          .selectDistinct({ category: jobListings.category })
          .from(jobListings)
          .orderBy(asc(jobListings.category))
      ).map((row) => row.category),

    insert: async (values: JobListingValues): Promise<JobListingRow> => {
      const [row] = await db.insert(jobListings).values(values).returning();
      return row!;
    },

    /** The listing, locked until the transaction ends. */
    lock: async (id: string): Promise<JobListingRow | undefined> =>
      (await db.select().from(jobListings).where(eq(jobListings.id, id)).for('update'))[0],

    update: async (id: string, values: Partial<JobListingValues>) =>
      (await db.update(jobListings).set(values).where(eq(jobListings.id, id)).returning())[0],

    /** Deletes the listing and answers the stored picture it had, or undefined when there was no listing. */
    remove: async (id: string): Promise<{ imageFileId: string | null } | undefined> =>
      (
        await db
          .delete(jobListings)
          .where(eq(jobListings.id, id))
          .returning({ imageFileId: jobListings.imageFileId })
      )[0],

    /** Every listing's id in the order the board shows them, each locked until the transaction ends. */
    lockAllInOrder: async (): Promise<string[]> =>
      (
        await db
          .select({ id: jobListings.id })
          .from(jobListings)
          .orderBy(...listingOrder)
          .for('update')
      ).map((row) => row.id),

    /** Gives each listing its place in the list, in one statement. */
    setOrder: async (ids: string[]): Promise<void> => {
      await db.execute(sql`
        update ${jobListings} set display_order = ordered.place
        from unnest(${sql.param(ids)}::uuid[]) with ordinality as ordered(id, place)
        where ${jobListings.id} = ordered.id`);
    },

    /** The stored file that is a listing's picture; no other stored file is found here. */
    picture: async (fileId: string): Promise<{ bytes: Buffer; contentType: string } | undefined> =>
      (
        await db
          .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
          .from(storedFiles)
          .where(
            and(
              eq(storedFiles.id, fileId),
              exists(
                db
                  .select({ id: jobListings.id })
                  .from(jobListings)
                  .where(eq(jobListings.imageFileId, fileId)),
              ),
            ),
          )
      )[0],

    /** Every listing (newest first) with its CC list, oldest address first. */
    withCcLists: async () => {
      const jobs = await db
        .select({
          id: jobListings.id,
          title: jobListings.title,
          category: jobListings.category,
          datePosted: jobListings.datePosted,
        })
        .from(jobListings)
        .orderBy(desc(jobListings.datePosted), asc(jobListings.id));
      const entries = await db
        .select()
        .from(jobCcEntries)
        .orderBy(asc(jobCcEntries.createdAt), asc(jobCcEntries.email));
      return { jobs, entries };
    },

    /** Ids of the category's listings, kept from deletion until the transaction ends. */
    idsOfCategory: async (category: string): Promise<string[]> =>
      (
        await db
          .select({ id: jobListings.id })
          .from(jobListings)
          .where(eq(jobListings.category, category))
          .orderBy(asc(jobListings.id))
          .for('share')
      ).map((row) => row.id),

    /** Whether the listing exists, kept from deletion until the transaction ends. */
    exists: async (id: string): Promise<boolean> =>
      (await db.select({ id: jobListings.id }).from(jobListings).where(eq(jobListings.id, id)).for('share'))
        .length > 0,

    /** Adds the address to each job's CC list that lacks it; answers the entries written. */
    addCc: (jobIds: string[], email: string): Promise<CcEntryRow[]> =>
      db
        .insert(jobCcEntries)
        .values(jobIds.map((jobId) => ({ jobId, email })))
        .onConflictDoNothing({ target: [jobCcEntries.jobId, jobCcEntries.email] })
        .returning(),

    removeCc: async (id: string): Promise<boolean> =>
      (await db.delete(jobCcEntries).where(eq(jobCcEntries.id, id)).returning({ id: jobCcEntries.id }))
        .length > 0,

    ccAddressesOf: async (jobId: string): Promise<string[]> =>
      (
        await db
          .select({ email: jobCcEntries.email })
          .from(jobCcEntries)
          .where(eq(jobCcEntries.jobId, jobId))
          .orderBy(asc(jobCcEntries.email))
      ).map((row) => row.email),
  };
}
