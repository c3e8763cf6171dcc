import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeInput } from '@hgn/domain/auth';
import { api } from '../../../shared/api/api';
import { getToken } from '../../../shared/session/session';

export const useUpdatePassword = (userId: string) =>
  useMutation({
    mutationFn: (input: PasswordChangeInput) =>
      api.patch<{ message: string }>(`/userProfile/${encodeURIComponent(userId)}/updatePassword`, input),
  });

/** Tells the server to revoke the token; an already rejected token needs no sign-out notice. */
export const revokeSession = async (): Promise<void> => {
  if (!getToken()) return;
  await api.post('/logout', undefined, { onUnauthorized: 'silent' }).catch(() => undefined);
};
