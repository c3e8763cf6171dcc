import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../api/call';
import { followUpsEndpoints } from '../api/endpoints/followUps';
import { teamTasksEndpoints } from '../api/endpoints/teamTasks';
import { taskListKeys } from './taskLists';

/** Every follow-up mark: one fetch serves every task row and the dashboard's follow-up count. */
export const followUpsQuery = queryOptions({
  queryKey: ['followUps'] as const,
  queryFn: ({ signal }) => call(followUpsEndpoints.list, {}, { signal }),
});

export const useFollowUps = (enabled = true) => useQuery({ ...followUpsQuery, enabled });

const FOLLOW_UPS_DUE = 'followUpsDue';

/** How many tasks of a dashboard's members need a follow-up: read again with the dashboard's team tasks. */
export const useTeamFollowUpsDue = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...taskListKeys.teamTasksOf(userId), FOLLOW_UPS_DUE] as const,
    queryFn: ({ signal }) => call(teamTasksEndpoints.followUpsDue, { params: { userId } }, { signal }),
    enabled,
  });

/** Every dashboard's follow-up count is read again (a mark changed); the tables' pages are left as they are. */
export const refreshTeamFollowUpsDue = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({
    queryKey: taskListKeys.teamTasks,
    predicate: (query) => query.queryKey.at(-1) === FOLLOW_UPS_DUE,
  });
