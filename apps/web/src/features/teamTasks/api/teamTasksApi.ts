import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { teamTasksEndpoints, timeEntriesEndpoints } from '../../../shared/api/endpoints';
import { TIME_ENTRY_USERS_MAX } from '@hgn/domain/timeEntries';

export const teamTasksKeys = {
  all: ['teamTasks'] as const,
  ofUser: (userId: string) => ['teamTasks', 'user', userId] as const,
  entries: (userIds: readonly string[], fromDate: string, toDate: string) =>
    ['teamTasks', 'entries', fromDate, toDate, ...userIds] as const,
};

/** The members of a user's teams with their tasks and this week's hours. */
export const useTeamTasks = (userId: string, isEnabled = true) =>
  useQuery({
    queryKey: teamTasksKeys.ofUser(userId),
    queryFn: ({ signal }) => call(teamTasksEndpoints.ofUser, { params: { userId }, query: {} }, { signal }),
    enabled: isEnabled,
  });

/** The members' time entries from `fromDate` to `toDate`, asked for in groups the server accepts. */
export const useMembersTimeEntries = (
  userIds: readonly string[],
  fromDate: string,
  toDate: string,
  isEnabled: boolean,
) =>
  useQuery({
    queryKey: teamTasksKeys.entries(userIds, fromDate, toDate),
    queryFn: async ({ signal }) => {
      const groups: string[][] = [];
      for (let start = 0; start < userIds.length; start += TIME_ENTRY_USERS_MAX)
        groups.push(userIds.slice(start, start + TIME_ENTRY_USERS_MAX));
      const answers = await Promise.all(
        groups.map((users) =>
          call(timeEntriesEndpoints.ofUsers, { body: { users, fromDate, toDate } }, { signal }),
        ),
      );
      return answers.flat();
    },
    enabled: isEnabled && userIds.length > 0,
    placeholderData: keepPreviousData,
  });
