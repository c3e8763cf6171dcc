import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { timeEntriesEndpoints as timeEntries } from '../../../shared/api/endpoints/timeEntries';
import { timeEntryKeys } from '../../../shared/queries/timeEntries';

/** One person's entries worked from `fromDate` to `toDate` (`YYYY-MM-DD`, Pacific, both included). */
export const usePersonTimeEntries = (userId: string, fromDate: string, toDate: string) =>
  useQuery({
    queryKey: timeEntryKeys.ofPerson(userId, fromDate, toDate),
    queryFn: ({ signal }) => call(timeEntries.ofPerson, { params: { userId, fromDate, toDate } }, { signal }),
  });
