// Texts of the task review flow, completion per user and follow-ups, quoted by spec 001 word for word.
export const taskReviewMessages = {
  linkRequired: 'A valid URL is required for review',
  linkNotHttps: "Please enter a valid URL starting with 'https://'.",
  linkTooShort: 'Invalid URL. Please enter a valid URL of at least 20 characters',
  markedDone: 'Task is successfully marked as done.',
  userRemoved: 'User has been removed from the task successfully.',
  updateFailed: 'Failed to update task',
  followUpLoadFailed: 'Error: loading follow-up data.',
  followUpSetFailed: 'Error: Unable to set follow-up.',
  reviewRequestSubject: (name: string): string => `Review Request from ${name}`,
} as const;
