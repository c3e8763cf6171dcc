import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BadgeCollectionItemJson, BadgeInput } from '@hgn/domain/badges';
import { call } from '../../../shared/api/call';
import { badgesEndpoints as badges } from '../../../shared/api/endpoints/badges';
import { userProfileKeys } from '../../../shared/queries/userProfile';
import { userSearchQuery } from '../../../shared/queries/userSearch';

export const badgeKeys = {
  all: ['badges'] as const,
};

export const useBadges = () =>
  useQuery({
    queryKey: badgeKeys.all,
    queryFn: ({ signal }) => call(badges.list, {}, { signal }),
  });

const useInvalidatingMutation = <T>(mutationFn: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: badgeKeys.all }),
  });
};

export const useCreateBadge = () =>
  useInvalidatingMutation((input: BadgeInput) => call(badges.create, { body: input }));

export const useUpdateBadge = () =>
  useInvalidatingMutation(({ id, input }: { id: string; input: Partial<BadgeInput> }) =>
    call(badges.update, { params: { badgeId: id }, body: input }),
  );

export const useDeleteBadge = () =>
  useInvalidatingMutation((id: string) => call(badges.remove, { params: { badgeId: id } }));

/** Active users matching the text, for choosing whom to give badges (at most 10, accent-insensitive on the server). */
export const useUserSearch = (text: string) => useQuery(userSearchQuery(text));

export type AssignedEntry = Pick<BadgeCollectionItemJson, 'count' | 'earnedDate' | 'featured'> & {
  badge: string;
};

export const useAssignBadges = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, badgeCollection }: { userId: string; badgeCollection: AssignedEntry[] }) =>
      call(badges.assign, { params: { userId }, body: { badgeCollection } }),
    onSuccess: (_id, { userId }) => queryClient.invalidateQueries({ queryKey: userProfileKeys.one(userId) }),
  });
};

export const useResetBadgeCount = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(badges.resetBadgeCount, { params: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userProfileKeys.one(userId) }),
  });
};
