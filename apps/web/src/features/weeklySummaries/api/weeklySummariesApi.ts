import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfileJson } from '@hgn/domain/users';
import type {
  WeeklySummariesJson,
  WeeklySummaryInput,
  WeeklySummaryMoveInput,
} from '@hgn/domain/weeklySummaries';
import { call } from '../../../shared/api/call';
import { weeklySummariesEndpoints } from '../../../shared/api/endpoints/weeklySummaries';
import { userProfileKeys } from '../../../shared/queries/userProfile';
import { keepAnswer } from '../../../shared/queries/keepAnswer';

/**
 * A saved or moved summary answers the four weeks as they now are: the profile shows them at once,
 * and is read again for what else the change moved (the weeks written).
 */
const useSummaryMutation = <Input>(userId: string, send: (input: Input) => Promise<WeeklySummariesJson>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      await keepAnswer<UserProfileJson>(queryClient, userProfileKeys.one(userId), (profile) =>
        profile
          ? {
              ...profile,
              mediaUrl: answer.mediaUrl,
              weeklySummaries: answer.weeklySummaries,
              weeklySummariesCount: answer.weeklySummariesCount,
            }
          : profile,
      );
      return queryClient.invalidateQueries({ queryKey: userProfileKeys.one(userId) });
    },
  });
};

export const useSaveWeeklySummary = (userId: string) =>
  useSummaryMutation(userId, (body: WeeklySummaryInput) =>
    call(weeklySummariesEndpoints.save, { params: { userId }, body }),
  );

export const useMoveWeeklySummary = (userId: string) =>
  useSummaryMutation(userId, (body: WeeklySummaryMoveInput) =>
    call(weeklySummariesEndpoints.move, { params: { userId }, body }),
  );
