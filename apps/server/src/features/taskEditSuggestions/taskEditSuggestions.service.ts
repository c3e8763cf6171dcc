import { isUuid } from '@hgn/domain/ids';
import type { Actor } from '@hgn/domain/permissions';
import {
  taskEditSuggestionMessages,
  type TaskEditSuggestionFields,
  type TaskEditSuggestionJson,
} from '@hgn/domain/taskEditSuggestions';
import { taskUpdateInput, type TaskJson } from '@hgn/domain/tasks';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import type { TasksService } from '../tasks/tasks.service.js';
import { presentTaskEditSuggestion } from './taskEditSuggestions.present.js';
import { createTaskEditSuggestionsRepo } from './taskEditSuggestions.repo.js';

const taskNotFound = () =>
  new AppError({
    code: 'TASK_NOT_FOUND',
    field: 'taskId',
    message: 'This task does not exist.',
  });
const suggestionNotFound = () =>
  new AppError({
    code: 'SUGGESTION_NOT_FOUND',
    message: taskEditSuggestionMessages.notFound,
  });

/** Approving changes the task through the tasks feature, inside the approval's transaction. */
type SuggestedTasks = { tree: Pick<TasksService['tree'], 'lockTaskTree' | 'updateWithin' | 'presentOne'> };

/** A suggestion's new fields as a task update; what the update would refuse is refused before any write. */
const suggestedUpdate = (newTask: unknown) => {
  const parsed = taskUpdateInput.safeParse(newTask);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new AppError({
    code: 'VALIDATION_FAILED',
    field: ['newTask', ...(issue?.path ?? [])].join('.'),
    message: issue?.message ?? 'The suggested task is not valid.',
  });
};

export function createTaskEditSuggestionsService({ db }: FeatureDeps, tasks: SuggestedTasks) {
  const repo = createTaskEditSuggestionsRepo(db);
  return {
    async list(onlyCount: boolean): Promise<TaskEditSuggestionJson[] | { count: number }> {
      if (onlyCount) return { count: await repo.count() };
      return (await repo.list()).map(presentTaskEditSuggestion);
    },

    /** The suggester is the caller (the guard holds the body's userId to it). */
    async suggest(actor: Actor, input: TaskEditSuggestionFields): Promise<TaskEditSuggestionJson> {
      if (!isUuid(input.taskId)) throw taskNotFound();
      const taskId = input.taskId.toLowerCase();
      return db.transaction(async (tx) => {
        if (!(await createTaskEditSuggestionsRepo(tx).taskExists(taskId))) throw taskNotFound();
        const id = await createTaskEditSuggestionsRepo(tx).upsert({
          taskId,
          userId: actor.userId,
          oldTask: input.oldTask,
          newTask: input.newTask,
        });
        return presentTaskEditSuggestion((await createTaskEditSuggestionsRepo(tx).find(id))!);
      });
    },

    /** Rejecting removes the suggestion; the task stays as it is. */
    async reject(id: string): Promise<TaskEditSuggestionJson> {
      if (!isUuid(id)) throw suggestionNotFound();
      return db.transaction(async (tx) => {
        const row = await createTaskEditSuggestionsRepo(tx).find(id.toLowerCase());
        if (!row || !(await createTaskEditSuggestionsRepo(tx).remove(row.id))) throw suggestionNotFound();
        return presentTaskEditSuggestion(row);
      });
    },

    /**
     * Applies the suggestion's new fields to its task and removes it, in one transaction. The task's
     * tree is locked before the suggestion, in the order a task's delete takes them (its WBS, then
     * the suggestions that go with it); concurrent approvals wait on the suggestion's row and find it
     * gone. A suggestion whose task was deleted went with it: answered TASK_NOT_FOUND.
     */
    async approve(id: string): Promise<TaskJson> {
      if (!isUuid(id)) throw suggestionNotFound();
      const suggestionId = id.toLowerCase();
      const row = await db.transaction(async (tx) => {
        const seen = await createTaskEditSuggestionsRepo(tx).find(suggestionId);
        if (!seen) throw suggestionNotFound();
        await tasks.tree.lockTaskTree(tx, seen.taskId);
        const suggestion = await createTaskEditSuggestionsRepo(tx).findForUpdate(suggestionId);
        if (!suggestion) throw suggestionNotFound();
        const updated = await tasks.tree.updateWithin(
          tx,
          suggestion.taskId,
          suggestedUpdate(suggestion.newTask),
        );
        await createTaskEditSuggestionsRepo(tx).remove(suggestion.id);
        return updated;
      });
      return tasks.tree.presentOne(row);
    },
  };
}

export type TaskEditSuggestionsService = ReturnType<typeof createTaskEditSuggestionsService>;
