// Listings and pages of the job board as the server answers them, for the job pages' tests.
import type { BoardListingJson, JobPageJson } from '@hgn/domain/jobListings';

export const job = (title: string, fields: Partial<BoardListingJson> = {}): BoardListingJson => ({
  _id: `id-${title}`,
  title,
  category: 'Food',
  description: '<p>Grow vegetables</p>',
  imageUrl: '',
  location: 'Remote',
  applyLink: 'https://example.org/apply',
  jobDetailsLink: '',
  datePosted: '2026-11-20T18:00:00.000Z',
  featured: false,
  displayOrder: 0,
  formId: null,
  ...fields,
});

export const pageOf = (
  jobs: BoardListingJson[],
  currentPage = 1,
  totalPages = 2,
  limit = 18,
): JobPageJson => ({
  success: true,
  jobs,
  pagination: {
    totalJobs: totalPages * limit,
    totalPages,
    currentPage,
    limit,
    hasNextPage: currentPage < totalPages,
    hasPreviousPage: currentPage > 1,
  },
});
