// Texts of time entries and the time log, quoted by spec 001 and server-rules 3 word for word where
// they give them.
export const timeEntryMessages = {
  dateRequired: 'Date is required',
  invalidDate: 'Invalid date',
  invalidDateFormat: 'Invalid date format',
  /** The day is one the person may not log time on (the form's date rules, or a stale page). */
  dateNotAllowed: 'Invalid date. Please refresh the page.',
  invalidDateRange: 'Invalid Date Range: the From Date must be before the To Date',
  rangeTooLong: (days: number): string => `Please choose a date range of at most ${days} days.`,
  usersRequired: 'Please name at least one person.',
  /** An id in a path or a list that cannot name any stored row. */
  invalidId: 'Invalid id',
  timeRequired: 'Time should be greater than 0 minutes',
  hoursRange: 'Hours must be a whole number from 0 to 40.',
  minutesRange: 'Minutes must be a whole number from 0 to 59.',
  projectRequired: 'Project/Task is required',
  notesRequired: 'Description and reference link are required',
  notesDetailReminder:
    'Please write a more detailed description of your work completed, write at least 1-2 sentences.',
  notesLinkReminder:
    'Please include a link to the Google Doc or other place where your work can be reviewed, including http[s]://.',
  nothingChanged: 'Nothing is changed for this time entry',
  saved: 'Time Entry saved successfully',
  deleted: 'Successfully deleted',
  formTitle: 'Add or Edit Tangible or Intangible Time Entry',
  intangibleTitle: 'HOLD ON TIGER!',
  intangibleConfirm:
    'Are you sure you want to log this time as intangible? Intangible time does not count toward your weekly commitment. If this was work on a task or project, please log it as tangible time instead.',
  deleteConfirm: 'Are you sure you want to delete this time entry? This cannot be undone.',
  editWarning: (count: number): string =>
    `Editing tangible time more than 4 times within 365 days gives you a blue square on the 5th edit and one more for every further edit. You have edited your time ${count} ${count === 1 ? 'time' : 'times'} in the last 365 days.`,
  loadFormFailed: 'An error occurred while loading the form data. Please try again later.',
  submitFailed: (message: string): string =>
    `An error occurred while attempting to submit your time entry. Error: ${message}`,
  deleteFailed: (message: string): string =>
    `An error occurred while dispatching delete time entry action: ${message}`,
  toggleFailed: (message: string): string => `Error: ${message}`,
  /** Server refusals (server-rules 3). */
  postForOthers: 'You do not have permission to post time entries for others',
  ownerTimeOnlyByOwner: 'Only an Owner may add or change the time of an Owner.',
  userNotFound: 'User not found',
  userDeactivated: 'User is deactivated and can no longer log time',
  editRefused: (part: 'time' | 'description' | 'date' | 'isTangible' | 'project'): string =>
    `You do not have permission to edit the time entry ${part}`,
  /** The original's answer to a delete, or an edit, the caller may not make at all. */
  unauthorized: 'Unauthorized request',
  entryNotFound: 'No valid record found',
  projectNotFound: 'This project does not exist.',
  taskNotFound: 'This task does not exist.',
  wbsNotFound: 'This WBS does not exist.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 characters.',
  idempotencyConflict: 'This request key was already used for a different time entry.',
  blueSquareDescription: (count: number): string =>
    `System auto-assigned infringement for editing your time entries ${count} times within the last 365 days, exceeding the limit of 4 times per year you can edit them without penalty.`,
} as const;
