import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobFormCreateInput, JobFormResponseInput, JobFormUpdateInput } from '@hgn/domain/jobForms';
import { call } from '../../../shared/api/call';
import { jobFormsEndpoints as jobForms } from '../../../shared/api/endpoints/jobForms';
import { jobListingsEndpoints } from '../../../shared/api/endpoints/jobListings';

export const jobFormKeys = {
  all: ['jobForms'] as const,
  one: (formId: string) => ['jobForms', 'form', formId] as const,
  responses: (formId: string) => ['jobForms', 'responses', formId] as const,
  jobs: ['jobForms', 'jobs'] as const,
};

/** Every form with its number of responses (Owners only). */
export const useJobForms = (enabled: boolean) =>
  useQuery({
    queryKey: jobFormKeys.all,
    queryFn: ({ signal }) => call(jobForms.list, {}, { signal }),
    enabled,
  });

/** The jobs a form may be for, newest first (Owners only): its applications go to the job's CC list. */
export const useJobChoices = (enabled: boolean) =>
  useQuery({
    queryKey: jobFormKeys.jobs,
    queryFn: ({ signal }) => call(jobListingsEndpoints.notificationList, {}, { signal }),
    select: ({ jobs }) => jobs.map((job) => ({ value: job._id, label: `${job.title} (${job.category})` })),
    enabled,
  });

/** A form as applicants see it; anyone may read it. */
export const usePublicJobForm = (formId: string) =>
  useQuery({
    queryKey: jobFormKeys.one(formId),
    queryFn: ({ signal }) =>
      call(jobForms.read, { params: { formId } }, { signal, onUnauthorized: 'silent' }),
    enabled: formId !== '',
    retry: false,
  });

export const useJobFormResponses = (formId: string | null) =>
  useQuery({
    queryKey: jobFormKeys.responses(formId ?? ''),
    queryFn: ({ signal }) =>
      call(jobForms.responses, { params: { formId: formId ?? '' }, query: {} }, { signal }),
    enabled: formId !== null,
  });

export const useSaveJobForm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: JobFormCreateInput | JobFormUpdateInput) =>
      'formId' in form ? call(jobForms.update, { body: form }) : call(jobForms.create, { body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobFormKeys.all }),
  });
};

export const useSubmitJobForm = (formId: string) =>
  useMutation({
    mutationFn: (body: JobFormResponseInput) =>
      call(jobForms.respond, { params: { formId }, body }, { onUnauthorized: 'silent' }),
  });
