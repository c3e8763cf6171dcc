// Job listings in the original API's shapes.
import { z } from 'zod';

/** A listing as `/collaboration` shows it. */
export const jobListingJson = z.strictObject({
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  /** '' when the listing has no picture. */
  imageUrl: z.string(),
  location: z.string(),
  applyLink: z.string(),
  jobDetailsLink: z.string(),
  datePosted: z.iso.datetime(),
  featured: z.boolean(),
  displayOrder: z.number().int(),
});
export type JobListingJson = z.infer<typeof jobListingJson>;

/** A listing on the board: with the application form built for it (the newest), or null. */
export const boardListingJson = jobListingJson.extend({ formId: z.string().nullable() });
export type BoardListingJson = z.infer<typeof boardListingJson>;

export const jobPageJson = z.strictObject({
  success: z.literal(true),
  jobs: z.array(boardListingJson),
  pagination: z.strictObject({
    totalJobs: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
    limit: z.number().int(),
    hasNextPage: z.boolean(),
    hasPreviousPage: z.boolean(),
  }),
});
export type JobPageJson = z.infer<typeof jobPageJson>;

export const jobSummariesJson = z.strictObject({
  success: z.literal(true),
  jobs: z.array(boardListingJson),
  totalJobs: z.number().int(),
});
export type JobSummariesJson = z.infer<typeof jobSummariesJson>;

export const jobCategoriesJson = z.strictObject({ categories: z.array(z.string()) });

export const ccEntryJson = z.strictObject({ _id: z.string(), email: z.string() });
export type CcEntryJson = z.infer<typeof ccEntryJson>;

/** A job with its CC list, as the job notification dashboard shows it. */
export const jobCcListJson = z.strictObject({
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  datePosted: z.iso.datetime(),
  ccList: z.array(ccEntryJson),
});
export type JobCcListJson = z.infer<typeof jobCcListJson>;

export const jobNotificationListJson = z.strictObject({ jobs: z.array(jobCcListJson) });

export const ccAddedJson = z.strictObject({
  message: z.string(),
  /** The entries written: one for a job, one per job of the category that did not have the address. */
  entries: z.array(ccEntryJson.extend({ jobId: z.string() })),
});

export const jobMessageJson = z.strictObject({ message: z.string() });
