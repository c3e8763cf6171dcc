// What the viewer may do on the task tree, decided once from the endpoints' own guards.
import { allowed } from '@hgn/domain/contracts/endpoint';
import type { Actor } from '@hgn/domain/permissions';
import { taskEditSuggestionsEndpoints } from '../../shared/api/endpoints/taskEditSuggestions';
import { tasksEndpoints } from '../../shared/api/endpoints/tasks';

/** How a task opens: saved by whoever may update tasks, else suggested by whoever may suggest, else read. */
export type TaskOpenMode = 'edit' | 'suggest' | 'view';

export interface TaskTreeRights {
  canCreate: boolean;
  canDelete: boolean;
  canMove: boolean;
  canRenumber: boolean;
  canImport: boolean;
  openAs: TaskOpenMode;
}

export function taskTreeRightsOf(actor: Actor): TaskTreeRights {
  const maySuggest = allowed(actor, taskEditSuggestionsEndpoints.suggest, { body: { userId: actor.userId } });
  return {
    canCreate: allowed(actor, tasksEndpoints.create),
    canDelete: allowed(actor, tasksEndpoints.remove),
    canMove: allowed(actor, tasksEndpoints.move),
    canRenumber: allowed(actor, tasksEndpoints.updateNums),
    canImport: allowed(actor, tasksEndpoints.import),
    openAs: allowed(actor, tasksEndpoints.update) ? 'edit' : maySuggest ? 'suggest' : 'view',
  };
}
