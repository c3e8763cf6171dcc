import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { signingOutState } from '../signingOut';
import { revokeSession } from './authApi';

/** Revokes the token on the server and goes to the sign-in page, which forgets the session here. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await revokeSession();
    await navigate(paths.login, { replace: true, state: signingOutState });
  }, [navigate]);
}
