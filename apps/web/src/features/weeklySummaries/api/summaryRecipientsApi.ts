import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SummaryRecipientJson } from '@hgn/domain/weeklySummaries';
import { call } from '../../../shared/api/call';
import { weeklySummariesEndpoints } from '../../../shared/api/endpoints/weeklySummaries';
import { keepAnswer } from '../../../shared/queries/keepAnswer';

const recipientsKey = ['weeklySummaries', 'recipients'] as const;

/** Who receives the weekly summaries e-mail. */
export const useSummaryRecipients = () =>
  useQuery({
    queryKey: recipientsKey,
    queryFn: ({ signal }) => call(weeklySummariesEndpoints.recipients, {}, { signal }),
  });

/** Adds a person to the recipients or takes them off; the list answered replaces the one shown. */
export function useSetSummaryRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, receives }: { userId: string; receives: boolean }) =>
      call(receives ? weeklySummariesEndpoints.addRecipient : weeklySummariesEndpoints.removeRecipient, {
        params: { userid: userId },
      }),
    onSuccess: (recipients) => keepAnswer<SummaryRecipientJson[]>(queryClient, recipientsKey, recipients),
  });
}
