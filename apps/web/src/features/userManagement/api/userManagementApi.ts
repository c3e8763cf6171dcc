import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, RemovalOption, StatusChangeInput } from '@hgn/domain/userManagement';
import { call } from '../../../shared/api/call';
import { authEndpoints } from '../../../shared/api/endpoints/auth';
import { twoFactorEndpoints } from '../../../shared/api/endpoints/twoFactor';
import { userManagementEndpoints as userManagement } from '../../../shared/api/endpoints/userManagement';
import { teamsListQuery } from '../../../shared/queries/teams';
import { userProfileKeys } from '../../../shared/queries/userProfile';
import { pageQuery, type UserTableFilters } from '../userTableModel';

export const userManagementKeys = {
  all: ['userManagement'] as const,
  page: (filters: UserTableFilters) => ['userManagement', 'page', filters] as const,
};

export const useUserPage = (filters: UserTableFilters) =>
  useQuery({
    queryKey: userManagementKeys.page(filters),
    queryFn: ({ signal }) => call(userManagement.page, { query: pageQuery(filters) }, { signal }),
    // The table keeps its rows while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

/** Teams for the filter, from the teams list every team change refreshes; without them the filter is not offered. */
export const useTeamOptions = () => useQuery({ ...teamsListQuery, staleTime: 60_000, retry: false });

const useUserMutation = <Input, Output>(send: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userManagementKeys.all }),
  });
};

export const useCreateUser = () =>
  useUserMutation((input: CreateUserInput) => call(userManagement.create, { body: input }));

/** Changes an account's status; the user table and the person's profile (the time log's toggle) read it again. */
export const useChangeStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: StatusChangeInput }) =>
      call(userManagement.changeStatus, { params: { userId }, body: change }),
    onSuccess: (_answer, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userManagementKeys.all }),
        queryClient.invalidateQueries({ queryKey: userProfileKeys.one(userId) }),
      ]),
  });
};

export const useRemoveUser = () =>
  useUserMutation(({ userId, option }: { userId: string; option: RemovalOption }) =>
    call(userManagement.remove, { params: { userId }, body: { option } }),
  );

/** Removes a person's second factor; they are e-mailed, and sign in with their password alone. */
export const useResetTwoFactor = () =>
  useMutation({ mutationFn: (userId: string) => call(twoFactorEndpoints.reset, { params: { userId } }) });

export const useResetPassword = () =>
  useMutation({
    mutationFn: ({
      userId,
      newpassword,
      confirmnewpassword,
    }: {
      userId: string;
      newpassword: string;
      confirmnewpassword: string;
    }) =>
      call(authEndpoints.resetPassword, { params: { userId }, body: { newpassword, confirmnewpassword } }),
  });
