import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationInput, SetupInvitationJson } from '@hgn/domain/auth';
import { api } from '../../../shared/api/api';

export const invitationKeys = { pending: ['setupInvitations'] as const };

export const usePendingInvitations = () =>
  useQuery({
    queryKey: invitationKeys.pending,
    queryFn: ({ signal }) => api.get<SetupInvitationJson[]>('/getSetupInvitation', { signal }),
  });

const useInvitationMutation = <Input>(send: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.pending }),
  });
};

export const useInviteUser = () =>
  useInvitationMutation((input: InvitationInput) => api.post<{ sent: true }>('/getInitialSetuptoken', input));

export const useCancelInvitation = () =>
  useInvitationMutation((invitationId: string) =>
    api.post('/cancelSetupInvitationToken', { _id: invitationId }),
  );

export const useRefreshInvitation = () =>
  useInvitationMutation((invitationId: string) =>
    api.post('/refreshSetupInvitationToken', { _id: invitationId }),
  );
