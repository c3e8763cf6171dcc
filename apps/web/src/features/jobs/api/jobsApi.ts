import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduledJobJson } from '@hgn/domain/jobs';
import { call } from '../../../shared/api/call';
import { jobsEndpoints as jobs } from '../../../shared/api/endpoints/jobs';

export const jobKeys = { all: ['jobRuns'] as const };

/** While a run is under way the list is read again this often, so its progress moves on screen. */
export const RUNNING_REFRESH_MS = 2_000;

const anyRunning = (list: readonly ScheduledJobJson[] | undefined): boolean =>
  list?.some((job) => job.runs.some((run) => run.status === 'running')) ?? false;

export const useJobRuns = () =>
  useQuery({
    queryKey: jobKeys.all,
    queryFn: ({ signal }) => call(jobs.list, {}, { signal }),
    refetchInterval: (query) => (anyRunning(query.state.data) ? RUNNING_REFRESH_MS : false),
  });

export const useRerunJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobName, period }: { jobName: string; period: string }) =>
      call(jobs.rerun, { params: { jobName }, body: { period } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
