import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorDisableInput } from '@hgn/domain/twoFactor';
import { call, type CallOptions } from '../../../shared/api/call';
import { authEndpoints } from '../../../shared/api/endpoints/auth';
import { permissionsEndpoints } from '../../../shared/api/endpoints/permissions';
import { twoFactorEndpoints as twoFactor } from '../../../shared/api/endpoints/twoFactor';
import { keepAnswer } from '../../../shared/queries/keepAnswer';

export const twoFactorKeys = {
  all: ['twoFactor'] as const,
  state: ['twoFactor', 'state'] as const,
  policy: ['twoFactor', 'policy'] as const,
  roles: ['twoFactor', 'roles'] as const,
};

/**
 * How a call reaches the server: with the signed-in session, or with the token of a sign-in that may
 * only set the second factor up (it starts no session, so nothing else of the app runs with it).
 */
export const sentWith = (setupToken?: string): CallOptions =>
  setupToken ? { headers: { Authorization: `Bearer ${setupToken}` } } : {};

export const useTwoFactorState = (setupToken?: string) =>
  useQuery({
    queryKey: [...twoFactorKeys.state, Boolean(setupToken)],
    queryFn: ({ signal }) => call(twoFactor.state, {}, { ...sentWith(setupToken), signal }),
  });

export const useStartSetup = (setupToken?: string) =>
  useMutation({ mutationFn: () => call(twoFactor.setup, {}, sentWith(setupToken)) });

/** Turns it on; the state is read again only once the recovery codes were put away (`useRefreshTwoFactorState`). */
export const useEnableTwoFactor = (setupToken?: string) =>
  useMutation({
    mutationFn: (code: string) => call(twoFactor.enable, { body: { code } }, sentWith(setupToken)),
  });

export const useRefreshTwoFactorState = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: twoFactorKeys.state });
};

export const useDisableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorDisableInput) => call(twoFactor.disable, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.state }),
  });
};

/** Ends the set-up-only sign-in, so the next one asks for the code. */
export const endSetupSignIn = (setupToken: string) => call(authEndpoints.signOut, {}, sentWith(setupToken));

export const useTwoFactorPolicy = () =>
  useQuery({
    queryKey: twoFactorKeys.policy,
    queryFn: ({ signal }) => call(twoFactor.policy, {}, { signal }),
  });

/** The roles an Owner may require the second factor of. */
export const useRoleNames = () =>
  useQuery({
    queryKey: twoFactorKeys.roles,
    queryFn: async ({ signal }) =>
      (await call(permissionsEndpoints.listRoles, {}, { signal })).map((role) => role.roleName),
  });

export const useSetTwoFactorPolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requiredRoles: string[]) => call(twoFactor.setPolicy, { body: { requiredRoles } }),
    onSuccess: (policy) => keepAnswer(queryClient, twoFactorKeys.policy, policy),
  });
};
