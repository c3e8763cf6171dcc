// The words of the job listings page (`/collaboration`) and of the job notification dashboard.

export const jobListingsMessages = {
  fetchJobsFailed: 'Error fetching jobs',
  fetchCategoriesFailed: 'Error fetching categories',
  resetFiltersFailed: 'Error resetting filters',
  fetchSummariesFailed: 'Error fetching summaries',
  noSummaries: 'No summaries found.',
  noJobs: 'No jobs match your search.',
  titleRequired: 'Please enter a title.',
  categoryRequired: 'Please enter a category.',
  jobNotFound: 'Job not found',
  pictureNotFound: 'Picture not found',
  saved: 'Job saved.',
  deleted: 'Job deleted.',
  reordered: 'Job order saved.',
  saveFailed: 'The job could not be saved. Please try again.',
  deleteFailed: 'The job could not be deleted. Please try again.',
  reorderFailed: 'The job order could not be saved. Please try again.',
  unknownJobsInOrder: 'Some of these jobs no longer exist. Please reload and try again.',
  repeatedJobsInOrder: 'Each job may appear only once in the order.',
} as const;

export const jobNotificationMessages = {
  fetchFailed: 'Failed to fetch jobs',
  emailRequired: 'Please enter an email.',
  emailInvalid: 'Please enter a valid email address.',
  addFailed: 'Failed to add email. Please try again.',
  removeFailed: 'Failed to remove email. Please try again.',
  accessDenied: 'Access denied',
  emailExists: 'Email already exists in the CC list',
  categoryNotFound: 'Category not found',
  entryNotFound: 'Email not found in the CC list',
  added: 'Email added.',
  removed: 'Email removed.',
  noJobs: 'There are no jobs yet.',
  noEmails: 'No emails in the CC list.',
} as const;
