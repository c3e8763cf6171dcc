import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamWeekNoticeJson } from '@hgn/domain/dashboard';
import { call } from '../../../shared/api/call';
import { dashboardEndpoints } from '../../../shared/api/endpoints/dashboard';
import { keepAnswer } from '../../../shared/queries/keepAnswer';

const noticeKey = ['dashboard', 'teamWeekNotice'] as const;

/** The signed-in user's team-week notice, when one is to be shown. */
export const useTeamWeekNotice = () =>
  useQuery({
    queryKey: noticeKey,
    queryFn: ({ signal }) => call(dashboardEndpoints.teamWeekNotice, {}, { signal }),
  });

/** Dismisses the notice until the next Thursday; it goes at once. */
export function useDismissTeamWeekNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(dashboardEndpoints.dismissTeamWeekNotice, {}),
    onSuccess: (answer) => keepAnswer<TeamWeekNoticeJson>(queryClient, noticeKey, answer),
  });
}
