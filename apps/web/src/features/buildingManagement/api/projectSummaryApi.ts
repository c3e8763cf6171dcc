import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { projectSummaryEndpoints as summaries } from '../../../shared/api/endpoints/projectSummary';

export const projectSummaryKeys = {
  all: ['buildingSummaries'] as const,
  project: (projectId: string) => ['buildingSummaries', projectId] as const,
  construction: ['buildingSummaries', 'construction'] as const,
};

export const useProjectSummary = (projectId: string) =>
  useQuery({
    queryKey: projectSummaryKeys.project(projectId),
    queryFn: ({ signal }) => call(summaries.project, { params: { projectId } }, { signal }),
  });

export const useConstructionSummary = () =>
  useQuery({
    queryKey: projectSummaryKeys.construction,
    queryFn: ({ signal }) => call(summaries.construction, {}, { signal }),
  });
