import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Actor } from '@hgn/domain/permissions';
import type { TaskEditSuggestionJson } from '@hgn/domain/taskEditSuggestions';
import { call, refusalCode } from '../../../shared/api/call';
import { taskEditSuggestionsEndpoints as suggestions } from '../../../shared/api/endpoints/taskEditSuggestions';
import { taskEditSuggestionKeys } from '../../../shared/queries/taskEditSuggestions';
import { taskListKeys } from '../../../shared/queries/taskLists';
import { useActor } from '../../../shared/session/useActor';
import { keepAnswer } from '../../../shared/queries/keepAnswer';

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
 * An approval by anyone but a Volunteer reloads the dashboard's task lists, as the original's
 * dashboard task count did (spec 001, "Task edit suggestions").
 */
const approvalReloadsDashboard = (approver: Pick<Actor, 'role'> | null): boolean =>
  approver !== null && approver.role !== 'Volunteer';

/**
 * Approves (the task takes the new fields) or rejects a suggestion. Either way it leaves the list at
 * once, and the list, the header's count and the tasks are read again; an approval by anyone but a
 * Volunteer reloads the dashboard's team tasks too.
 */
export function useResolveSuggestion() {
  const queryClient = useQueryClient();
  const actor = useActor();
  const refresh = (decision: SuggestionDecision) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskEditSuggestionKeys.all }),
      queryClient.invalidateQueries({ queryKey: taskListKeys.tasks }),
      decision === 'approve' && approvalReloadsDashboard(actor)
        ? queryClient.invalidateQueries({ queryKey: taskListKeys.teamTasks })
        : undefined,
    ]);
  return useMutation({
    mutationFn: async ({ decision, id }: { decision: SuggestionDecision; id: string }): Promise<void> => {
      if (decision === 'approve') await call(suggestions.approve, { params: { id } });
      else await call(suggestions.reject, { params: { id } });
    },
    onSuccess: async (_answer, { decision, id }) => {
      await keepAnswer<TaskEditSuggestionJson[]>(queryClient, taskEditSuggestionKeys.list, (list) =>
        list?.filter((suggestion) => suggestion._id !== id),
      );
      return refresh(decision);
    },
    onError: (error, { decision }) =>
      isAlreadyResolved(error, decision)
        ? queryClient.invalidateQueries({ queryKey: taskEditSuggestionKeys.all })
        : undefined,
  });
}
