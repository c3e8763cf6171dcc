import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationInput } from '@hgn/domain/auth';
import { call } from '../../../shared/api/call';
import { invitationsEndpoints as invitations } from '../../../shared/api/endpoints/invitations';

export const invitationKeys = { pending: ['setupInvitations'] as const };

export const usePendingInvitations = () =>
  useQuery({
    queryKey: invitationKeys.pending,
    queryFn: ({ signal }) => call(invitations.listOpen, {}, { signal }),
  });

const useInvitationMutation = <Input, Output>(send: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.pending }),
  });
};

export const useInviteUser = () =>
  useInvitationMutation((input: InvitationInput) => call(invitations.invite, { body: input }));

export const useCancelInvitation = () =>
  useInvitationMutation((invitationId: string) => call(invitations.cancel, { body: { _id: invitationId } }));

export const useRefreshInvitation = () =>
  useInvitationMutation((invitationId: string) => call(invitations.refresh, { body: { _id: invitationId } }));
