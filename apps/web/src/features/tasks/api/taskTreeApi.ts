import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MoveTasksInput,
  TaskCreateInput,
  TaskImportInput,
  TaskUpdateInput,
  UpdateNumsInput,
} from '@hgn/domain/tasks';
import type { TaskEditSuggestionInput } from '@hgn/domain/taskEditSuggestions';
import { call } from '../../../shared/api/call';
import { taskEditSuggestionsEndpoints as suggestions } from '../../../shared/api/endpoints/taskEditSuggestions';
import { tasksEndpoints as tasks } from '../../../shared/api/endpoints/tasks';
import { wbsEndpoints as wbs } from '../../../shared/api/endpoints/wbs';
import { taskEditSuggestionKeys } from '../../../shared/queries/taskEditSuggestions';
import { taskKeys } from './tasksApi';

/** Every task of a WBS, in outline order. */
export const useWbsTasks = (wbsId: string) =>
  useQuery({
    queryKey: taskKeys.ofWbs(wbsId),
    queryFn: ({ signal }) => call(tasks.ofWbs, { params: { wbsId } }, { signal }),
    enabled: wbsId !== '',
  });

export const useTask = (taskId: string) =>
  useQuery({
    queryKey: taskKeys.one(taskId),
    queryFn: ({ signal }) => call(tasks.get, { params: { taskId } }, { signal }),
  });

/** The WBS itself, for its name when the address does not carry it. */
export const useWbs = (wbsId: string) =>
  useQuery({
    queryKey: ['wbs', wbsId] as const,
    queryFn: ({ signal }) => call(wbs.get, { params: { wbsId } }, { signal }),
    enabled: wbsId !== '',
  });

/** A write to the tree of one WBS; the tree is read again after it (and the tasks shown elsewhere). */
const useTreeMutation = <Input, Output>(wbsId: string, send: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.ofWbs(wbsId) }),
        queryClient.invalidateQueries({ queryKey: ['tasks', 'one'] }),
        queryClient.invalidateQueries({ queryKey: ['tasks', 'user'] }),
      ]),
  });
};

export const useCreateTask = (wbsId: string) =>
  useTreeMutation(wbsId, (body: TaskCreateInput) => call(tasks.create, { params: { wbsId }, body }));

export const useUpdateTask = (wbsId: string) =>
  useTreeMutation(wbsId, ({ taskId, body }: { taskId: string; body: TaskUpdateInput }) =>
    call(tasks.update, { params: { taskId }, body }),
  );

export const useRemoveTask = (wbsId: string) =>
  useTreeMutation(wbsId, ({ taskId, motherId }: { taskId: string; motherId: string | null }) =>
    // The path names the mother as the original's did; '0' stands for none (a top-level task).
    call(tasks.remove, { params: { taskId, motherId: motherId ?? '0' } }),
  );

export const useRemoveChildren = (wbsId: string) =>
  useTreeMutation(wbsId, (taskId: string) => call(tasks.removeChildren, { params: { taskId } }));

export const useMoveTask = (wbsId: string) =>
  useTreeMutation(wbsId, (body: MoveTasksInput) => call(tasks.move, { params: { wbsId }, body }));

export const useRenumberTasks = (wbsId: string) =>
  useTreeMutation(wbsId, (nums: UpdateNumsInput['nums']) =>
    call(tasks.updateNums, { body: { wbsId, nums } }),
  );

export const useImportTasks = (wbsId: string) =>
  useTreeMutation(wbsId, (body: TaskImportInput) => call(tasks.import, { params: { wbsId }, body }));

/**
 * A suggestion changes no task until it is approved, so no task is read again; the suggestions
 * (the header's count among them) are.
 */
export const useSuggestTaskEdit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskEditSuggestionInput) => call(suggestions.suggest, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskEditSuggestionKeys.all }),
  });
};
