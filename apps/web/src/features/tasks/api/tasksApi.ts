import { useQuery } from '@tanstack/react-query';
import { taskListKeys, userTasksQuery } from '../../../shared/queries/taskLists';

export const taskKeys = {
  all: taskListKeys.tasks,
  ofUser: (userId: string) => userTasksQuery(userId).queryKey,
  /** Every task of one WBS: the tree screen reads it and every write to the tree refreshes it. */
  ofWbs: (wbsId: string) => ['tasks', 'wbs', wbsId] as const,
  one: (taskId: string) => ['tasks', 'one', taskId] as const,
};

/** The tasks a person has not completed yet, with the WBS and project each belongs to. */
export const useUserTasks = (userId: string) => useQuery(userTasksQuery(userId));
