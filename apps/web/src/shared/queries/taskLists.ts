/**
 * The roots of the cached reads of tasks, which a change in another feature refreshes: every read of
 * the tasks feature (a person's tasks on the dashboard, a WBS's tree, one task) and the dashboard's
 * team tasks table.
 */
export const taskListKeys = {
  tasks: ['tasks'] as const,
  teamTasks: ['teamTasks'] as const,
};
