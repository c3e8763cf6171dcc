// What the task tree screen says beyond the server's own sentences (spec 001 sections 3 and 8).
export const taskTreeMessages = {
  noTasks: 'This WBS has no tasks yet.',
  noMatches: 'No task matches these filters.',
  updateFailed: 'Failed to update task',
  saved: 'Task saved.',
  created: 'Task added.',
  copied: 'Task copied to the end of its level.',
  moved: 'Task moved.',
  renumbered: 'Task numbers tidied.',
  nothingToRenumber: 'The task numbers are already in order.',
  deleted: 'Task deleted.',
  childrenDeleted: 'Subtasks deleted.',
  suggested: 'Your suggestion was sent. Someone who may update tasks will review it.',
  suggestFailed: 'The suggestion could not be sent.',
  createFailed: 'The task could not be added.',
  deleteFailed: 'The task could not be deleted.',
  moveFailed: 'The task could not be moved.',
  importFailed: 'The tasks could not be imported.',
  imported: (count: number) => `${count} ${count === 1 ? 'task' : 'tasks'} imported.`,
  outdated:
    'This task is outdated: someone changed it after you opened it. Reload it to get the latest version; your changes stay in the form.',
  importEmpty: 'Paste or upload at least one row.',
  importRow: (row: number, problem: string) => `Row ${row}: ${problem}`,
  importNeedsName: 'a task name is required.',
  importBadNum: 'the number must look like 1, 1.2 or 1.2.3.4.',
  importBadPriority: 'the priority must be Primary, Secondary or Tertiary.',
  importBadHours: (column: string) => `${column} must be a number of hours of 0 or more.`,
  importBadDate: (column: string) => `${column} must be a date written YYYY-MM-DD.`,
  deleteSubtasks: (count: number) =>
    count === 0
      ? 'This task has no subtasks.'
      : `This task and its ${count} ${count === 1 ? 'subtask' : 'subtasks'} are deleted.`,
  deleteChildren: (count: number) =>
    `Its ${count} ${count === 1 ? 'subtask goes' : 'subtasks go'}; the task itself stays.`,
  aloneTask: 'The rest of this WBS could not be loaded; the task is shown alone.',
} as const;
