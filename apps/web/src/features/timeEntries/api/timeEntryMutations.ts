import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@hgn/domain/contracts/endpoint';
import { serverSentence } from '../../../shared/api/apiError';
import { call } from '../../../shared/api/call';
import { timeEntriesEndpoints as timeEntries } from '../../../shared/api/endpoints/timeEntries';
import { taskListKeys } from '../../../shared/queries/taskLists';
import { timeEntryKeys } from '../../../shared/queries/timeEntries';
import { userProfileKeys } from '../../../shared/queries/userProfile';

/** The server's words for a failed call, else what the failure itself says ('403 Forbidden'). */
export const wordsOfFailure = (failure: unknown): string =>
  serverSentence(failure, failure instanceof Error ? failure.message : String(failure));

/** What the form sends to add or change an entry. */
export type TimeEntryRequest = BodyOf<typeof timeEntries.create>;

/**
 * A saved, changed or deleted entry changes every list of entries, the hours logged on its tasks (the
 * task lists and the team tasks table) and its person's totals (the profile).
 */
async function refreshAfterEntryChange(queryClient: QueryClient, personId: string | null): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: timeEntryKeys.all }),
    queryClient.invalidateQueries({ queryKey: taskListKeys.tasks }),
    queryClient.invalidateQueries({ queryKey: taskListKeys.teamTasks }),
    personId ? queryClient.invalidateQueries({ queryKey: userProfileKeys.one(personId) }) : undefined,
  ]);
}

/**
 * Logs time. `idempotencyKey` names one submission: sent again (a retry, a second click) with the
 * same key, the server stores one entry and answers as it did the first time.
 */
export function useCreateTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TimeEntryRequest; idempotencyKey: string }) =>
      call(timeEntries.create, { body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (_, { body }) => refreshAfterEntryChange(queryClient, body.personId),
  });
}

export function useUpdateTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ timeEntryId, body }: { timeEntryId: string; body: TimeEntryRequest }) =>
      call(timeEntries.update, { params: { timeEntryId }, body }),
    onSuccess: (_, { body }) => refreshAfterEntryChange(queryClient, body.personId),
  });
}

export function useDeleteTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ timeEntryId }: { timeEntryId: string; personId: string | null }) =>
      call(timeEntries.remove, { params: { timeEntryId } }),
    onSuccess: (_, { personId }) => refreshAfterEntryChange(queryClient, personId),
  });
}
