import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedUserJson,
  CreateUserInput,
  RemovalOption,
  StatusChangeInput,
  UserPageJson,
} from '@hgn/domain/userManagement';
import { api } from '../../../shared/api/api';
import { pageQueryString, type UserTableFilters } from '../userTableModel';

export const userManagementKeys = {
  all: ['userManagement'] as const,
  page: (filters: UserTableFilters) => ['userManagement', 'page', filters] as const,
  teams: ['userManagement', 'teams'] as const,
};

export const useUserPage = (filters: UserTableFilters) =>
  useQuery({
    queryKey: userManagementKeys.page(filters),
    queryFn: ({ signal }) =>
      api.get<UserPageJson>(`/userprofile/page?${pageQueryString(filters)}`, { signal }),
    // The table keeps its rows while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

type TeamOption = { _id: string; teamName: string };

/** Teams for the filter; without them the filter is simply not offered. */
export const useTeamOptions = () =>
  useQuery({
    queryKey: userManagementKeys.teams,
    queryFn: ({ signal }) => api.get<TeamOption[]>('/team', { signal }),
    staleTime: 60_000,
    retry: false,
  });

const useUserMutation = <Input, Output>(send: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userManagementKeys.all }),
  });
};

export const useCreateUser = () =>
  useUserMutation((input: CreateUserInput) => api.post<CreatedUserJson>('/userprofile', input));

export const useChangeStatus = () =>
  useUserMutation(({ userId, change }: { userId: string; change: StatusChangeInput }) =>
    api.patch<{ message: string }>(`/userProfile/${encodeURIComponent(userId)}`, change),
  );

export const useRemoveUser = () =>
  useUserMutation(({ userId, option }: { userId: string; option: RemovalOption }) =>
    api.request<{ message: string }>(`/userprofile/${encodeURIComponent(userId)}`, {
      method: 'DELETE',
      body: { option },
    }),
  );

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
      api.patch<{ message: string }>(`/userProfile/${encodeURIComponent(userId)}/resetPassword`, {
        newpassword,
        confirmnewpassword,
      }),
  });
