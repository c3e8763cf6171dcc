import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectCreateInput, ProjectMembersInput, ProjectUpdateInput } from '@hgn/domain/projects';
import { call } from '../../../shared/api/call';
import { projectsEndpoints as projects } from '../../../shared/api/endpoints/projects';
import { projectQuery, projectsListQuery, userProjectsQuery } from '../../../shared/queries/projects';
import { userProfileKeys } from '../../../shared/queries/userProfile';

export const projectKeys = {
  all: ['projects'] as const,
  list: projectsListQuery.queryKey,
  one: (projectId: string) => projectQuery(projectId).queryKey,
  ofUser: (userId: string) => userProjectsQuery(userId).queryKey,
  search: (text: string) => ['projects', 'search', text] as const,
  members: (projectId: string) => ['projects', projectId, 'members'] as const,
  candidates: (projectId: string, search: string) => ['projects', projectId, 'candidates', search] as const,
};

export const useProjects = () => useQuery(projectsListQuery);

export const useProject = (projectId: string) => useQuery(projectQuery(projectId));

export const useUserProjects = (userId: string) => useQuery(userProjectsQuery(userId));

export const projectSearchQuery = (text: string) =>
  queryOptions({
    queryKey: projectKeys.search(text),
    queryFn: ({ signal }) => call(projects.search, { query: { text } }, { signal }),
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
    queryFn: ({ signal }) => call(projects.members, { params: { projectId } }, { signal }),
  });

export const useProjectCandidates = (projectId: string, search: string) =>
  useQuery({
    queryKey: projectKeys.candidates(projectId, search),
    queryFn: ({ signal }) =>
      call(projects.candidates, { params: { projectId }, query: { search } }, { signal }),
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
  useProjectMutation((input: ProjectCreateInput) => call(projects.create, { body: input }));

export const useUpdateProject = () =>
  useProjectMutation(({ projectId, ...change }: ProjectUpdateInput & { projectId: string }) =>
    call(projects.update, { params: { projectId }, body: change }),
  );

export const useDeleteProject = () =>
  useProjectMutation((projectId: string) => call(projects.remove, { params: { projectId } }));

export const useAssignProjectMembers = () =>
  useProjectMutation(({ projectId, users }: { projectId: string; users: ProjectMembersInput['users'] }) =>
    call(projects.assignMembers, { params: { projectId }, body: { projectId, users } }),
  );
