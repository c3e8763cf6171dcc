import { useQuery } from '@tanstack/react-query';
import type { UserTaskJson } from '@hgn/domain/tasks';
import { api } from '../../../shared/api/api';

export const taskKeys = {
  all: ['tasks'] as const,
  ofUser: (userId: string) => ['tasks', 'user', userId] as const,
};

/** The tasks a person has not completed yet, with the WBS and project each belongs to. */
export const useUserTasks = (userId: string) =>
  useQuery({
    queryKey: taskKeys.ofUser(userId),
    queryFn: ({ signal }) => api.get<UserTaskJson[]>(`/tasks/user/${encodeURIComponent(userId)}`, { signal }),
  });
