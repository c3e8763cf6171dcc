import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeInput } from '@hgn/domain/auth';
import { call } from '../../../shared/api/call';
import { authEndpoints as auth } from '../../../shared/api/endpoints/auth';
import { getToken } from '../../../shared/session/session';

export const useUpdatePassword = (userId: string) =>
  useMutation({
    mutationFn: (input: PasswordChangeInput) =>
      call(auth.changePassword, { params: { userId }, body: input }),
  });

/** Tells the server to revoke the token; an already rejected token needs no sign-out notice. */
export const revokeSession = async (): Promise<void> => {
  if (!getToken()) return;
  await call(auth.signOut, {}, { onUnauthorized: 'silent' }).catch(() => undefined);
};
