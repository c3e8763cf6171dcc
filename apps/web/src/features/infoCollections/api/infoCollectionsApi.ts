import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InfoCollectionInput,
  InfoCollectionJson,
  InfoCollectionUpdate,
} from '@hgn/domain/infoCollections';
import { call } from '../../../shared/api/call';
import { infoCollectionsEndpoints as info } from '../../../shared/api/endpoints/infoCollections';

export const infoKeys = { all: ['informations'] as const };

/** The pop-ups the signed-in user may read (the server leaves out the others). */
export const useInfoCollections = () =>
  useQuery({
    queryKey: infoKeys.all,
    queryFn: ({ signal }) => call(info.list, {}, { signal }),
    staleTime: 60_000,
  });

const useInfoMutation = <T>(mutationFn: (input: T) => Promise<InfoCollectionJson>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: infoKeys.all }),
  });
};

export const useCreateInfo = () =>
  useInfoMutation((input: InfoCollectionInput) => call(info.create, { body: input }));

export const useUpdateInfo = () =>
  useInfoMutation(({ id, change }: { id: string; change: InfoCollectionUpdate }) =>
    call(info.update, { params: { infoId: id }, body: change }),
  );

export const useDeleteInfo = () =>
  useInfoMutation((id: string) => call(info.remove, { params: { infoId: id } }));
