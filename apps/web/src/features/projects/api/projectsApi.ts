import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignProjectMembersResultJson,
  DeleteProjectResultJson,
  ProjectCreateInput,
  ProjectJson,
  ProjectMemberJson,
  ProjectUpdateInput,
} from '@hgn/domain/projects';
import type { MemberCandidateJson } from '@hgn/domain/teams';
import { api } from '../../../shared/api/api';
import { userProfileKeys } from '../../../shared/queries/userProfile';

export const projectKeys = {
  all: ['projects'] as const,
  list: ['projects', 'list'] as const,
  one: (projectId: string) => ['projects', 'one', projectId] as const,
  ofUser: (userId: string) => ['projects', 'user', userId] as const,
  search: (text: string) => ['projects', 'search', text] as const,
  members: (projectId: string) => ['projects', projectId, 'members'] as const,
  candidates: (projectId: string, search: string) => ['projects', projectId, 'candidates', search] as const,
};

const encoded = encodeURIComponent;

export const useProjects = () =>
  useQuery({
    queryKey: projectKeys.list,
    queryFn: ({ signal }) => api.get<ProjectJson[]>('/projects', { signal }),
  });

export const useProject = (projectId: string) =>
  useQuery({
    queryKey: projectKeys.one(projectId),
    queryFn: ({ signal }) => api.get<ProjectJson>(`/project/${encoded(projectId)}`, { signal }),
  });

export const useUserProjects = (userId: string) =>
  useQuery({
    queryKey: projectKeys.ofUser(userId),
    queryFn: ({ signal }) => api.get<ProjectJson[]>(`/projects/user/${encoded(userId)}`, { signal }),
  });

export const projectSearchQuery = (text: string) =>
  queryOptions({
    queryKey: projectKeys.search(text),
    queryFn: ({ signal }) => api.get<ProjectJson[]>(`/projects/search?text=${encoded(text)}`, { signal }),
  });

export const useProjectSearch = (text: string) =>
  useQuery({
    ...projectSearchQuery(text),
    enabled: text.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const useProjectMembers = (projectId: string) =>
  useQuery({
    queryKey: projectKeys.members(projectId),
    queryFn: ({ signal }) => api.get<ProjectMemberJson[]>(`/project/${encoded(projectId)}/users`, { signal }),
  });

export const useProjectCandidates = (projectId: string, search: string) =>
  useQuery({
    queryKey: projectKeys.candidates(projectId, search),
    queryFn: ({ signal }) =>
      api.get<MemberCandidateJson[]>(`/project/${encoded(projectId)}/candidates?search=${encoded(search)}`, {
        signal,
      }),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });

/** After any project change the lists, the members and the profiles showing projects are read again. */
const useProjectMutation = <Input, Output>(send: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: userProfileKeys.all }),
      ]),
  });
};

export const useCreateProject = () =>
  useProjectMutation((input: ProjectCreateInput) => api.post<ProjectJson>('/projects', input));

export const useUpdateProject = () =>
  useProjectMutation(({ projectId, ...change }: ProjectUpdateInput & { projectId: string }) =>
    api.put<ProjectJson>(`/project/${encoded(projectId)}`, change),
  );

export const useDeleteProject = () =>
  useProjectMutation((projectId: string) =>
    api.request<DeleteProjectResultJson>(`/project/${encoded(projectId)}`, { method: 'DELETE' }),
  );

export const useAssignProjectMembers = () =>
  useProjectMutation(
    ({
      projectId,
      users,
    }: {
      projectId: string;
      users: { userId: string; operation: 'Assign' | 'UnAssign' }[];
    }) =>
      api.post<AssignProjectMembersResultJson>(`/project/${encoded(projectId)}/users`, { projectId, users }),
  );
