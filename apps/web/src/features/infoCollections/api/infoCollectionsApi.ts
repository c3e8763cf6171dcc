import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InfoCollectionInput,
  InfoCollectionJson,
  InfoCollectionUpdate,
} from '@hgn/domain/infoCollections';
import { api } from '../../../shared/api/api';

export const infoKeys = { all: ['informations'] as const };

/** The pop-ups the signed-in user may read (the server leaves out the others). */
export const useInfoCollections = () =>
  useQuery({
    queryKey: infoKeys.all,
    queryFn: ({ signal }) => api.get<InfoCollectionJson[]>('/informations', { signal }),
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
  useInfoMutation((input: InfoCollectionInput) => api.post<InfoCollectionJson>('/informations', input));

export const useUpdateInfo = () =>
  useInfoMutation(({ id, change }: { id: string; change: InfoCollectionUpdate }) =>
    api.put<InfoCollectionJson>(`/informations/${encodeURIComponent(id)}`, change),
  );

export const useDeleteInfo = () =>
  useInfoMutation((id: string) =>
    api.request<InfoCollectionJson>(`/informations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
