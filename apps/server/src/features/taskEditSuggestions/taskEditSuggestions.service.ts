import { isUuid } from '@hgn/domain/ids';
import type { Actor } from '@hgn/domain/permissions';
import type { TaskEditSuggestionInput, TaskEditSuggestionJson } from '@hgn/domain/taskEditSuggestions';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { presentTaskEditSuggestion } from './taskEditSuggestions.present.js';
import { createTaskEditSuggestionsRepo } from './taskEditSuggestions.repo.js';

const taskNotFound = () =>
  new AppError({
    status: 404,
    code: 'TASK_NOT_FOUND',
    field: 'taskId',
    message: 'This task does not exist.',
  });
const suggestionNotFound = () =>
  new AppError({
    status: 404,
    code: 'SUGGESTION_NOT_FOUND',
    message: 'This suggestion does not exist or has already been resolved.',
  });

export function createTaskEditSuggestionsService({ db }: FeatureDeps) {
  const repo = createTaskEditSuggestionsRepo(db);
  return {
    async list(onlyCount: boolean): Promise<TaskEditSuggestionJson[] | { count: number }> {
      if (onlyCount) return { count: await repo.count() };
      return (await repo.list()).map(presentTaskEditSuggestion);
    },

    /** The suggester is the caller (the guard holds the body's userId to it). */
    async suggest(actor: Actor, input: TaskEditSuggestionInput): Promise<TaskEditSuggestionJson> {
      if (!isUuid(input.taskId)) throw taskNotFound();
      const taskId = input.taskId.toLowerCase();
      return db.transaction(async (tx) => {
        if (!(await repo.taskExists(tx, taskId))) throw taskNotFound();
        const id = await repo.upsert(tx, {
          taskId,
          userId: actor.userId,
          oldTask: input.oldTask,
          newTask: input.newTask,
        });
        return presentTaskEditSuggestion((await repo.find(tx, id))!);
      });
    },

    /** Rejecting removes the suggestion; the task stays as it is. */
    async reject(id: string): Promise<TaskEditSuggestionJson> {
      if (!isUuid(id)) throw suggestionNotFound();
      return db.transaction(async (tx) => {
        const row = await repo.find(tx, id.toLowerCase());
        if (!row || !(await repo.remove(tx, row.id))) throw suggestionNotFound();
        return presentTaskEditSuggestion(row);
      });
    },
  };
}

export type TaskEditSuggestionsService = ReturnType<typeof createTaskEditSuggestionsService>;
