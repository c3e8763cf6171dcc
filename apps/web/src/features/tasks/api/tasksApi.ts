import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { tasksEndpoints as tasks } from '../../../shared/api/endpoints/tasks';
import { taskListKeys } from '../../../shared/queries/taskLists';

export const taskKeys = {
  all: taskListKeys.tasks,
  ofUser: (userId: string) => ['tasks', 'user', userId] as const,
  /** Every task of one WBS: the tree screen reads it and every write to the tree refreshes it. */
  ofWbs: (wbsId: string) => ['tasks', 'wbs', wbsId] as const,
  one: (taskId: string) => ['tasks', 'one', taskId] as const,
};

/** The tasks a person has not completed yet, with the WBS and project each belongs to. */
export const useUserTasks = (userId: string) =>
  useQuery({
    queryKey: taskKeys.ofUser(userId),
    queryFn: ({ signal }) => call(tasks.ofUser, { params: { userId } }, { signal }),
  });
