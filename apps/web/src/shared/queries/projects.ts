import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/call';
import { projectsEndpoints as projects } from '../api/endpoints/projects';

// One project, read by the projects pages and by the pages of its WBS: one key refreshes it everywhere.
export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', 'one', projectId] as const,
    queryFn: ({ signal }) => call(projects.get, { params: { projectId } }, { signal }),
  });

// The projects a person is assigned to: their projects page and the time entry form's choices.
export const userProjectsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['projects', 'user', userId] as const,
    queryFn: ({ signal }) => call(projects.ofUser, { params: { userId } }, { signal }),
  });

// Every project: the projects page and the project choices of other forms (a Quick Setup title's).
export const projectsListQuery = queryOptions({
  queryKey: ['projects', 'list'] as const,
  queryFn: ({ signal }) => call(projects.list, {}, { signal }),
});
