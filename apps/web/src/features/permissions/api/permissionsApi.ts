import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PermissionChangeLogJson,
  PermissionUserJson,
  PresetCreatedJson,
  PresetCreateInput,
  RoleCreateInput,
  RoleJson,
  RolePresetJson,
  RoleSummaryJson,
  UserPermissionsInput,
  UserPermissionsJson,
} from '@hgn/domain/permissions';
import { api } from '../../../shared/api/api';
import { rolesQuery } from '../../../shared/queries/roles';

export const permissionKeys = {
  all: ['permissions'] as const,
  roleSummaries: ['permissions', 'roles'] as const,
  presets: (roleName: string) => ['permissions', 'presets', roleName] as const,
  userSearch: (search: string) => ['permissions', 'users', search] as const,
  user: (userId: string) => ['permissions', 'user', userId] as const,
  changeLog: ['permissions', 'changeLog'] as const,
};

const encoded = encodeURIComponent;

export const useRoleSummaries = () =>
  useQuery({
    queryKey: permissionKeys.roleSummaries,
    queryFn: ({ signal }) => api.get<RoleSummaryJson[]>('/permission-management/roles', { signal }),
  });

/** Every role, as the whole app reads them (the menu and page guards use the same cache). */
export const useAllRoles = () => useQuery(rolesQuery);

export const useRolePresets = (roleName: string, enabled: boolean) =>
  useQuery({
    queryKey: permissionKeys.presets(roleName),
    queryFn: ({ signal }) => api.get<RolePresetJson[]>(`/rolePreset/${encoded(roleName)}`, { signal }),
    enabled,
  });

export const usePermissionUserSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: permissionKeys.userSearch(search),
    queryFn: ({ signal }) =>
      api.get<PermissionUserJson[]>(`/permission-management/users?search=${encoded(search)}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useUserPermissions = (userId: string | null) =>
  useQuery({
    queryKey: permissionKeys.user(userId ?? ''),
    queryFn: ({ signal }) =>
      api.get<UserPermissionsJson>(`/permission-management/user/${encoded(userId ?? '')}`, { signal }),
    enabled: userId !== null,
  });

/** The whole change log, newest first, through the original path (which names the reader). */
export const usePermissionChangeLog = (readerId: string) =>
  useQuery({
    queryKey: permissionKeys.changeLog,
    queryFn: ({ signal }) =>
      api.get<PermissionChangeLogJson[]>(`/permissionChangeLogs/${encoded(readerId)}`, { signal }),
  });

/** A mutation after which roles, presets, user permissions and the change log are read again. */
const usePermissionMutation = <Input, Output>(send: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Not awaited: the editors remount when fresh data arrives, and the caller's own onSuccess (its
    // toast) only runs while the component that called is still mounted.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rolesQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: permissionKeys.all });
    },
  });
};

export const useCreateRole = () =>
  usePermissionMutation((input: RoleCreateInput) => api.post<RoleJson>('/roles', input));

export const useSaveRolePermissions = () =>
  usePermissionMutation(({ roleId, permissions }: { roleId: string; permissions: string[] }) =>
    api.patch<RoleJson>(`/roles/${encoded(roleId)}`, { permissions }),
  );

export const useDeleteRole = () =>
  usePermissionMutation((roleId: string) =>
    api.request<{ message: string }>(`/roles/${encoded(roleId)}`, { method: 'DELETE' }),
  );

export const useCreatePreset = () =>
  usePermissionMutation((input: PresetCreateInput) => api.post<PresetCreatedJson>('/rolePreset', input));

export const useDeletePreset = () =>
  usePermissionMutation((presetId: string) =>
    api.request<{ message: string }>(`/rolePreset/${encoded(presetId)}`, { method: 'DELETE' }),
  );

export const useSaveUserPermissions = () =>
  usePermissionMutation(({ userId, ...body }: UserPermissionsInput & { userId: string }) =>
    api.patch<UserPermissionsJson>(`/permission-management/user/${encoded(userId)}`, body),
  );
