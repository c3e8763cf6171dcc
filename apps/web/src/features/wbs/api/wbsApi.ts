import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WbsCreateInput, WbsUpdateInput } from '@hgn/domain/wbs';
import { call } from '../../../shared/api/call';
import { wbsEndpoints as wbs } from '../../../shared/api/endpoints/wbs';

export const wbsKeys = {
  all: ['wbs'] as const,
  ofProject: (projectId: string, withInactive: boolean) =>
    ['wbs', 'project', projectId, withInactive] as const,
};

/**
 * A project's WBS; `withInactive` adds the inactive ones (the server honours it for postWbs holders),
 * undefined while the signed-in person's permissions are not known yet.
 */
export const useProjectWbs = (projectId: string, withInactive: boolean | undefined) =>
  useQuery({
    queryKey: wbsKeys.ofProject(projectId, withInactive === true),
    enabled: withInactive !== undefined,
    queryFn: ({ signal }) =>
      call(wbs.ofProject, { params: { projectId }, query: withInactive ? { all: 'true' } : {} }, { signal }),
  });

/** After any WBS change every list of WBS is read again. */
const useWbsMutation = <Input, Output>(send: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wbsKeys.all }),
  });
};

export const useCreateWbs = (projectId: string) =>
  useWbsMutation((input: WbsCreateInput) => call(wbs.create, { params: { projectId }, body: input }));

export const useUpdateWbs = () =>
  useWbsMutation(({ wbsId, ...change }: WbsUpdateInput & { wbsId: string }) =>
    call(wbs.update, { params: { wbsId }, body: change }),
  );

// The original's path names the WBS under the project's prefix.
export const useDeleteWbs = () =>
  useWbsMutation((wbsId: string) => call(wbs.remove, { params: { projectId: wbsId } }));
