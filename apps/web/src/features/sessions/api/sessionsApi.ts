import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sessionsEndpoints as sessions } from '../../../shared/api/endpoints/sessions';

export const sessionKeys = { all: ['sessions'] as const };

export const useSessions = () =>
  useQuery({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => call(sessions.list, {}, { signal }),
  });

export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => call(sessions.revoke, { params: { sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
};

export const useEndOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(sessions.revokeOthers, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
};
