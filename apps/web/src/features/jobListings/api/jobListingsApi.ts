import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CcToCategoryInput, CcToJobInput, JobListingInput } from '@hgn/domain/jobListings';
import { call } from '../../../shared/api/call';
import { jobListingsEndpoints as jobs } from '../../../shared/api/endpoints/jobListings';

/** What `/collaboration` searches for: the text, the categories (a comma list), the page and its size. */
export type JobFilters = { search: string; category: string; page: number; limit?: number };

export const jobListingKeys = {
  all: ['jobListings'] as const,
  page: (filters: JobFilters) => ['jobListings', 'page', filters] as const,
  categories: ['jobListings', 'categories'] as const,
  summaries: (filters: Omit<JobFilters, 'page'>) => ['jobListings', 'summaries', filters] as const,
  ccLists: ['jobListings', 'ccLists'] as const,
};

export const useJobPage = (filters: JobFilters) =>
  useQuery({
    queryKey: jobListingKeys.page(filters),
    queryFn: () => call(jobs.search, { query: filters }),
    placeholderData: keepPreviousData,
  });

export const useJobCategories = () =>
  useQuery({ queryKey: jobListingKeys.categories, queryFn: () => call(jobs.categories, {}) });

export const useJobSummaries = (filters: Omit<JobFilters, 'page'>, enabled: boolean) =>
  useQuery({
    queryKey: jobListingKeys.summaries(filters),
    queryFn: () => call(jobs.summaries, { query: filters }),
    enabled,
  });

export const useJobCcLists = () =>
  useQuery({ queryKey: jobListingKeys.ccLists, queryFn: () => call(jobs.notificationList, {}) });

/** Every change of listings or CC lists reads the listings again everywhere. */
const useJobChange = <T>(mutationFn: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobListingKeys.all }),
  });
};

export const useSaveJobListing = () =>
  useJobChange(({ jobId, listing }: { jobId?: string; listing: JobListingInput }) =>
    jobId ? call(jobs.update, { params: { jobId }, body: listing }) : call(jobs.create, { body: listing }),
  );

export const useDeleteJobListing = () =>
  useJobChange((jobId: string) => call(jobs.remove, { params: { jobId } }));

export const useReorderJobListings = () =>
  useJobChange((jobIds: string[]) => call(jobs.reorder, { body: { jobIds } }));

export const useAddCcToJob = () => useJobChange((body: CcToJobInput) => call(jobs.addToJob, { body }));

export const useAddCcToCategory = () =>
  useJobChange((body: CcToCategoryInput) => call(jobs.addToCategory, { body }));

export const useRemoveCcEntry = () =>
  useJobChange((entryId: string) => call(jobs.removeEntry, { params: { entryId } }));
