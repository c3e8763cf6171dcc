// Every endpoint of task edit suggestions, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { taskJson } from '../tasks/taskJson';
import { maySuggestTaskEdit } from './policies';
import { taskEditSuggestionCountJson, taskEditSuggestionJson } from './taskEditSuggestionJson';
import type { TaskEditSuggestionsErrorCode } from './taskEditSuggestions.errors';
import { taskEditSuggestionInput, taskEditSuggestionListQuery } from './taskEditSuggestions.schema';

const refusals = errorCodes<TaskEditSuggestionsErrorCode>();

export const taskEditSuggestionsContract = {
  /** Newest first; `?count=true` answers `{count}` only. */
  list: defineContract({
    method: 'GET',
    path: '/taskeditsuggestion',
    guard: guard.permission('updateTask', 'resolveTask'),
    errors: refusals(),
    query: taskEditSuggestionListQuery,
    response: z.union([z.array(taskEditSuggestionJson), taskEditSuggestionCountJson]),
  }),
  /** One suggestion per task: a new one replaces the task's pending one. */
  suggest: defineContract({
    method: 'POST',
    path: '/taskeditsuggestion',
    guard: guard.policy('taskEditSuggester', maySuggestTaskEdit),
    errors: refusals('TASK_NOT_FOUND'),
    body: taskEditSuggestionInput,
    response: taskEditSuggestionJson,
  }),
  /** Rejects a suggestion: it is removed and the task stays as it is. */
  reject: defineContract({
    method: 'DELETE',
    path: '/taskeditsuggestion/:id',
    guard: guard.permission('resolveTask'),
    errors: refusals('SUGGESTION_NOT_FOUND'),
    params: z.object({ id: z.string() }),
    response: taskEditSuggestionJson,
  }),
  /**
   * Approves a suggestion: its new task fields are applied to the task (its ancestors rolling the
   * change up) and it is removed, together; answers the task as it now is.
   */
  approve: defineContract({
    method: 'POST',
    path: '/taskeditsuggestion/:id/approve',
    guard: guard.permission('resolveTask'),
    errors: refusals('SUGGESTION_NOT_FOUND', 'TASK_NOT_FOUND', 'USER_NOT_FOUND'),
    params: z.object({ id: z.string() }),
    response: taskJson,
  }),
};
