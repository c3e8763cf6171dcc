import { jobPictureUrl, type BoardListingJson, type JobListingJson } from '@hgn/domain/jobListings';
import type { BoardListingRow, JobListingRow } from './jobListings.repo.js';

/** Where the listing's picture is: its stored picture, its web address, or '' when it has none. */
export const pictureOf = (row: Pick<JobListingRow, 'imageFileId' | 'imageUrl'>): string =>
  row.imageFileId ? jobPictureUrl(row.imageFileId) : row.imageUrl;

export const presentJobListing = (row: JobListingRow): JobListingJson => ({
  _id: row.id,
  title: row.title,
  category: row.category,
  description: row.description,
  imageUrl: pictureOf(row),
  location: row.location,
  applyLink: row.applyLink,
  jobDetailsLink: row.jobDetailsLink,
  datePosted: row.datePosted.toISOString(),
  featured: row.featured,
  displayOrder: row.displayOrder,
});

export const presentBoardListing = (row: BoardListingRow): BoardListingJson => ({
  ...presentJobListing(row),
  formId: row.formId,
});
