// Texts of time entries and the time log, quoted by spec 001 word for word where the spec gives them.
export const timeEntryMessages = {
  dateRequired: 'Date is required',
  invalidDate: 'Invalid date',
  invalidDateRange: 'Invalid Date Range: the From Date must be before the To Date',
  rangeTooLong: (days: number): string => `Please choose a date range of at most ${days} days.`,
  usersRequired: 'Please name at least one person.',
} as const;
