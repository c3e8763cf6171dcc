import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { teamTasksEndpoints } from '../../../shared/api/endpoints/teamTasks';
import { timeEntriesEndpoints } from '../../../shared/api/endpoints/timeEntries';
import { taskListKeys } from '../../../shared/queries/taskLists';
import { timeEntryKeys } from '../../../shared/queries/timeEntries';

export const teamTasksKeys = {
  all: taskListKeys.teamTasks,
  ofUser: (userId: string) => ['teamTasks', 'user', userId] as const,
  /** Under the time entries' key, so a saved, changed or deleted entry refreshes the table's hours. */
  entries: (userIds: readonly string[], fromDate: string, toDate: string) =>
    [...timeEntryKeys.ofUsers, fromDate, toDate, ...userIds] as const,
};

/** The members of a user's teams with their tasks and this week's hours. */
export const useTeamTasks = (userId: string, isEnabled = true) =>
  useQuery({
    queryKey: teamTasksKeys.ofUser(userId),
    queryFn: ({ signal }) => call(teamTasksEndpoints.ofUser, { params: { userId }, query: {} }, { signal }),
    enabled: isEnabled,
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
