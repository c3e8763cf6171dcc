import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { blueSquareEmailCopiesEndpoints as copies } from '../../../shared/api/endpoints/blueSquareEmailCopies';

export const emailCopyKeys = { all: ['blueSquareEmailCopies'] as const };

export const useEmailCopies = () =>
  useQuery({ queryKey: emailCopyKeys.all, queryFn: ({ signal }) => call(copies.list, {}, { signal }) });

const useCopiesMutation = <T>(mutationFn: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailCopyKeys.all }),
  });
};

export const useAddEmailCopy = () =>
  useCopiesMutation((assignedTo: string) => call(copies.add, { body: { assignedTo } }));

export const useRemoveEmailCopy = () =>
  useCopiesMutation((id: string) => call(copies.remove, { params: { id } }));
