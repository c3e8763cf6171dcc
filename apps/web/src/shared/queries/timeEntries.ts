import { useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { timeEntriesEndpoints as timeEntries } from '../api/endpoints/timeEntries';

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

/** One person's entries worked from `fromDate` to `toDate` (`YYYY-MM-DD`, Pacific, both included). */
export const usePersonTimeEntries = (userId: string, fromDate: string, toDate: string) =>
  useQuery({
    queryKey: timeEntryKeys.ofPerson(userId, fromDate, toDate),
    queryFn: ({ signal }) => call(timeEntries.ofPerson, { params: { userId, fromDate, toDate } }, { signal }),
  });
