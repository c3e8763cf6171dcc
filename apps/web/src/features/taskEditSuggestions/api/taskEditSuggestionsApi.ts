import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskEditSuggestionJson } from '@hgn/domain/taskEditSuggestions';
import { call, refusalCode } from '../../../shared/api/call';
import { taskEditSuggestionsEndpoints as suggestions } from '../../../shared/api/endpoints/taskEditSuggestions';
import { taskEditSuggestionKeys } from '../../../shared/queries/taskEditSuggestions';

/** Tasks' reads all sit under this key (the tasks feature's `taskKeys.all`). */
const TASKS_KEY = ['tasks'] as const;

export type SuggestionDecision = 'approve' | 'reject';

/**
 * A refusal saying someone else resolved the suggestion first (or its task went): the list is stale.
 * A conflict counts too, as the task changed under the review.
 */
export const isAlreadyResolved = (error: unknown, decision: SuggestionDecision): boolean => {
  const code =
    decision === 'approve' ? refusalCode(error, suggestions.approve) : refusalCode(error, suggestions.reject);
  return code === 'SUGGESTION_NOT_FOUND' || code === 'TASK_NOT_FOUND' || code === 'CONFLICT';
};

/**
 * Approves (the task takes the new fields) or rejects a suggestion. Either way it leaves the list at
 * once, and the list, the header's count and the tasks are read again.
 */
export function useResolveSuggestion() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskEditSuggestionKeys.all }),
      queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
    ]);
  return useMutation({
    mutationFn: async ({ decision, id }: { decision: SuggestionDecision; id: string }): Promise<void> => {
      if (decision === 'approve') await call(suggestions.approve, { params: { id } });
      else await call(suggestions.reject, { params: { id } });
    },
    onSuccess: (_answer, { id }) => {
      queryClient.setQueryData<TaskEditSuggestionJson[]>(taskEditSuggestionKeys.list, (list) =>
        list?.filter((suggestion) => suggestion._id !== id),
      );
      return refresh();
    },
    onError: (error, { decision }) =>
      isAlreadyResolved(error, decision)
        ? queryClient.invalidateQueries({ queryKey: taskEditSuggestionKeys.all })
        : undefined,
  });
}
