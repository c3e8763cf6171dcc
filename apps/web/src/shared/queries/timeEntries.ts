/**
 * The cached reads of time entries, which several features show and a saved, changed or deleted entry
 * refreshes: a person's entries over a period (the time log's weeks and date range) and the several
 * people's entries of the team tasks table's day filters.
 */
export const timeEntryKeys = {
  all: ['timeEntries'] as const,
  ofPerson: (userId: string, fromDate: string, toDate: string) =>
    ['timeEntries', 'person', userId, fromDate, toDate] as const,
  ofUsers: ['timeEntries', 'users'] as const,
};
