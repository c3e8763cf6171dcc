import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { buildingProjectsEndpoints as projects } from '../../../shared/api/endpoints/buildingProjects';

export const buildingProjectKeys = {
  all: ['buildingProjects'] as const,
  list: ['buildingProjects', 'list'] as const,
  one: (projectId: string) => ['buildingProjects', projectId] as const,
};

export const useBuildingProjects = () =>
  useQuery({
    queryKey: buildingProjectKeys.list,
    queryFn: ({ signal }) => call(projects.list, {}, { signal }),
  });

export const useBuildingProject = (projectId: string) =>
  useQuery({
    queryKey: buildingProjectKeys.one(projectId),
    queryFn: ({ signal }) => call(projects.get, { params: { projectId } }, { signal }),
  });
