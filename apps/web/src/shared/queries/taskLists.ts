import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/call';
import { tasksEndpoints as tasks } from '../api/endpoints/tasks';

/**
 * The roots of the cached reads of tasks, which a change in another feature refreshes: every read of
 * the tasks feature (a person's tasks on the dashboard, a WBS's tree, one task) and the dashboard's
 * team tasks table.
 */
export const taskListKeys = {
  tasks: ['tasks'] as const,
  teamTasks: ['teamTasks'] as const,
  /** The team tasks table of one user's dashboard, its pages and its follow-up count. */
  teamTasksOf: (userId: string) => ['teamTasks', 'user', userId] as const,
};

/** The tasks a person has not completed yet, with the WBS and project each belongs to. */
export const userTasksQuery = (userId: string) =>
  queryOptions({
    queryKey: ['tasks', 'user', userId] as const,
    queryFn: ({ signal }) => call(tasks.ofUser, { params: { userId } }, { signal }),
  });
