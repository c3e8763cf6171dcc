import { isSuggestionOutdated, type TaskEditSuggestionJson } from '@hgn/domain/taskEditSuggestions';
import type { SuggestionRow } from './taskEditSuggestions.repo.js';

export const presentTaskEditSuggestion = (row: SuggestionRow): TaskEditSuggestionJson => {
  const dateSuggested = row.suggestedAt.toISOString();
  return {
    _id: row.id,
    taskId: row.taskId,
    user: `${row.firstName} ${row.lastName}`,
    userId: row.userId,
    dateSuggested,
    oldTask: row.oldTask,
    newTask: row.newTask,
    outdated: isSuggestionOutdated(row.oldTask, {
      __v: row.taskVersion,
      modifiedDatetime: row.taskModifiedAt.toISOString(),
      dateSuggested,
    }),
  };
};
