import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerMessageChange, OwnerMessageInput } from '@hgn/domain/ownerMessage';
import { call } from '../../../shared/api/call';
import { ownerMessageEndpoints as owner } from '../../../shared/api/endpoints/ownerMessage';
import { ownerMessageKeys } from './ownerMessageApi';
import { keepAnswer } from '../../../shared/queries/keepAnswer';

/** Saves or deletes the header message; the answer is the header's new message. */
export function useChangeOwnerMessage() {
  const queryClient = useQueryClient();
  const onSuccess = (change: OwnerMessageChange) =>
    keepAnswer(queryClient, ownerMessageKeys.message, change.ownerMessage);
  return {
    save: useMutation({
      mutationFn: (input: OwnerMessageInput) => call(owner.update, { body: input }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: () => call(owner.remove, {}), onSuccess }),
  };
}
