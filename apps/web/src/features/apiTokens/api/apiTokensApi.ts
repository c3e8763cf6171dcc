import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenInput } from '@hgn/domain/apiTokens';
import { call } from '../../../shared/api/call';
import { apiTokensEndpoints as tokens } from '../../../shared/api/endpoints/apiTokens';

export const apiTokenKeys = {
  all: ['apiTokens'] as const,
};

/** The caller's own API tokens, newest first. */
export const useApiTokens = () =>
  useQuery({
    queryKey: apiTokenKeys.all,
    queryFn: ({ signal }) => call(tokens.list, {}, { signal }),
  });

const useRefreshingMutation = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
};

export const useCreateApiToken = () =>
  useRefreshingMutation((input: ApiTokenInput) => call(tokens.create, { body: input }));

export const useRevokeApiToken = () =>
  useRefreshingMutation((id: string) => call(tokens.revoke, { params: { id } }));
