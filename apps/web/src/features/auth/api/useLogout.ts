import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../../app/session/signOut';
import { paths } from '../../../app/routing/paths';
import { revokeSession } from './authApi';

/** Revokes the token on the server, forgets it here and goes to the sign-in page. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await revokeSession();
    signOut();
    await navigate(paths.login, { replace: true });
  }, [navigate]);
}
