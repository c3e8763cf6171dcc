import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PopupEditorInput, PopupEditorUpdate } from '@hgn/domain/popupEditors';
import { call } from '../../../shared/api/call';
import { popupEditorsEndpoints as popups } from '../../../shared/api/endpoints/popupEditors';

export const popupTextKeys = { all: ['popupeditors'] as const };

/** Every pop-up text, by name. */
export const usePopupTexts = () =>
  useQuery({ queryKey: popupTextKeys.all, queryFn: ({ signal }) => call(popups.list, {}, { signal }) });

const usePopupMutation = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: popupTextKeys.all }),
  });
};

export const useCreatePopupText = () =>
  usePopupMutation((input: PopupEditorInput) => call(popups.create, { body: input }));

export const useUpdatePopupText = () =>
  usePopupMutation(({ id, change }: { id: string; change: PopupEditorUpdate }) =>
    call(popups.update, { params: { id }, body: change }),
  );
