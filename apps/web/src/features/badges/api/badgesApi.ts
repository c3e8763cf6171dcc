import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BadgeCollectionItemJson, BadgeDefinitionJson, BadgeInput } from '@hgn/domain/badges';
import type { UserNameJson } from '@hgn/domain/users';
import { api } from '../../../shared/api/api';
import { userProfileKeys } from '../../../shared/queries/userProfile';

export const badgeKeys = {
  all: ['badges'] as const,
  userSearch: (text: string) => ['badges', 'userSearch', text] as const,
};

export const useBadges = () =>
  useQuery({
    queryKey: badgeKeys.all,
    queryFn: ({ signal }) => api.get<BadgeDefinitionJson[]>('/badge', { signal }),
  });

const useInvalidatingMutation = <T>(mutationFn: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: badgeKeys.all }),
  });
};

export const useCreateBadge = () =>
  useInvalidatingMutation((input: BadgeInput) => api.post<BadgeDefinitionJson>('/badge', input));

export const useUpdateBadge = () =>
  useInvalidatingMutation(({ id, input }: { id: string; input: Partial<BadgeInput> }) =>
    api.put<{ message: string }>(`/badge/${encodeURIComponent(id)}`, input),
  );

export const useDeleteBadge = () =>
  useInvalidatingMutation((id: string) =>
    api.request<{ message: string }>(`/badge/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

/** Active users matching the text, for choosing whom to give badges (at most 10, accent-insensitive on the server). */
export const useUserSearch = (text: string) =>
  useQuery({
    queryKey: badgeKeys.userSearch(text),
    queryFn: ({ signal }) =>
      api.get<UserNameJson[]>(`/userprofile/autocomplete/${encodeURIComponent(text)}`, { signal }),
    enabled: text.trim().length > 0,
    staleTime: 30_000,
  });

export type AssignedEntry = Pick<BadgeCollectionItemJson, 'count' | 'earnedDate' | 'featured'> & {
  badge: string;
};

export const useAssignBadges = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, badgeCollection }: { userId: string; badgeCollection: AssignedEntry[] }) =>
      api.put<string>(`/badge/assign/${encodeURIComponent(userId)}`, { badgeCollection }),
    onSuccess: (_id, { userId }) => queryClient.invalidateQueries({ queryKey: userProfileKeys.one(userId) }),
  });
};

export const useResetBadgeCount = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<{ count: number }>(`/badge/badgecount/reset/${encodeURIComponent(userId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userProfileKeys.one(userId) }),
  });
};
