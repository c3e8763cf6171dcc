import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduledReasonFields } from '@hgn/domain/blueSquares';
import { call } from '../../../shared/api/call';
import { scheduledReasonsEndpoints as reasons } from '../../../shared/api/endpoints/scheduledReasons';

export const scheduledReasonKeys = { of: (userId: string) => ['scheduledReasons', userId] as const };

export const useScheduledReasons = (userId: string) =>
  useQuery({
    queryKey: scheduledReasonKeys.of(userId),
    queryFn: ({ signal }) => call(reasons.list, { params: { userId } }, { signal }),
  });

const useReasonsMutation = <T>(userId: string, mutationFn: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduledReasonKeys.of(userId) }),
  });
};

export const useScheduleReason = (userId: string) =>
  useReasonsMutation(userId, (reasonData: ScheduledReasonFields) =>
    call(reasons.schedule, { body: { userId, reasonData } }),
  );

export const useEditReason = (userId: string) =>
  useReasonsMutation(userId, (reasonData: ScheduledReasonFields) =>
    call(reasons.edit, { params: { userId }, body: { reasonData } }),
  );
