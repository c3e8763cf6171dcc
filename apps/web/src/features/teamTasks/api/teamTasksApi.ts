import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { teamTasksFilterQueryOf, type TeamTasksFilters } from '@hgn/domain/teamTasks';
import { call } from '../../../shared/api/call';
import { teamTasksEndpoints } from '../../../shared/api/endpoints/teamTasks';
import { timeEntriesEndpoints } from '../../../shared/api/endpoints/timeEntries';
import { taskListKeys } from '../../../shared/queries/taskLists';
import { timeEntryKeys } from '../../../shared/queries/timeEntries';

export const teamTasksKeys = {
  all: taskListKeys.teamTasks,
  ofUser: taskListKeys.teamTasksOf,
  page: (userId: string, page: number, filters: TeamTasksFilters) =>
    [...taskListKeys.teamTasksOf(userId), 'page', page, filters] as const,
  /** Under the time entries' key, so a saved, changed or deleted entry refreshes the table's hours. */
  entries: (userIds: readonly string[], fromDate: string, toDate: string) =>
    [...timeEntryKeys.ofUsers, fromDate, toDate, ...userIds] as const,
};

/**
 * A page of the members of a user's teams with their tasks and this week's hours, those the filters
 * keep; the page shown stays while the next one loads.
 */
export const useTeamTasksPage = (
  userId: string,
  page: number,
  filters: TeamTasksFilters,
  isEnabled: boolean,
) =>
  useQuery({
    queryKey: teamTasksKeys.page(userId, page, filters),
    queryFn: ({ signal }) =>
      call(
        teamTasksEndpoints.page,
        { params: { userId }, query: { page, ...teamTasksFilterQueryOf(filters) } },
        { signal },
      ),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });

/** The members' time entries from `fromDate` to `toDate` (one page of the table's members at a time). */
export const useMembersTimeEntries = (
  userIds: readonly string[],
  fromDate: string,
  toDate: string,
  isEnabled: boolean,
) =>
  useQuery({
    queryKey: teamTasksKeys.entries(userIds, fromDate, toDate),
    queryFn: ({ signal }) =>
      call(timeEntriesEndpoints.ofUsers, { body: { users: [...userIds], fromDate, toDate } }, { signal }),
    enabled: isEnabled && userIds.length > 0,
  });
