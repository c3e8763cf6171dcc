import type { TaskEditSuggestionJson } from '@hgn/domain/taskEditSuggestions';
import type { SuggestionRow } from './taskEditSuggestions.repo.js';

export const presentTaskEditSuggestion = (row: SuggestionRow): TaskEditSuggestionJson => ({
  _id: row.id,
  taskId: row.taskId,
  user: `${row.firstName} ${row.lastName}`,
  userId: row.userId,
  dateSuggested: row.suggestedAt.toISOString(),
  oldTask: row.oldTask,
  newTask: row.newTask,
});
