import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PresetCreateInput, RoleCreateInput, UserPermissionsInput } from '@hgn/domain/permissions';
import { call } from '../../../shared/api/call';
import { permissionsEndpoints as permissions } from '../../../shared/api/endpoints/permissions';
import { rolesQuery } from '../../../shared/queries/roles';

export const permissionKeys = {
  all: ['permissions'] as const,
  roleSummaries: ['permissions', 'roles'] as const,
  presets: (roleName: string) => ['permissions', 'presets', roleName] as const,
  userSearch: (search: string) => ['permissions', 'users', search] as const,
  user: (userId: string) => ['permissions', 'user', userId] as const,
  changeLog: ['permissions', 'changeLog'] as const,
};

export const useRoleSummaries = () =>
  useQuery({
    queryKey: permissionKeys.roleSummaries,
    queryFn: ({ signal }) => call(permissions.roleSummaries, {}, { signal }),
  });

/** Every role, as the whole app reads them (the menu and page guards use the same cache). */
export const useAllRoles = () => useQuery(rolesQuery);

export const useRolePresets = (roleName: string, enabled: boolean) =>
  useQuery({
    queryKey: permissionKeys.presets(roleName),
    queryFn: ({ signal }) => call(permissions.listPresets, { params: { roleName } }, { signal }),
    enabled,
  });

export const usePermissionUserSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: permissionKeys.userSearch(search),
    queryFn: ({ signal }) => call(permissions.searchUsers, { query: { search } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useUserPermissions = (userId: string | null) =>
  useQuery({
    queryKey: permissionKeys.user(userId ?? ''),
    queryFn: ({ signal }) =>
      call(permissions.userPermissions, { params: { userId: userId ?? '' } }, { signal }),
    enabled: userId !== null,
  });

/** The whole change log, newest first, through the original path (which names the reader). */
export const usePermissionChangeLog = (readerId: string) =>
  useQuery({
    queryKey: permissionKeys.changeLog,
    queryFn: ({ signal }) => call(permissions.changeLog, { params: { userId: readerId } }, { signal }),
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
  usePermissionMutation((input: RoleCreateInput) => call(permissions.createRole, { body: input }));

export const useSaveRolePermissions = () =>
  usePermissionMutation(({ roleId, permissions: names }: { roleId: string; permissions: string[] }) =>
    call(permissions.setRolePermissions, { params: { roleId }, body: { permissions: names } }),
  );

export const useDeleteRole = () =>
  usePermissionMutation((roleId: string) => call(permissions.deleteRole, { params: { roleId } }));

export const useCreatePreset = () =>
  usePermissionMutation((input: PresetCreateInput) => call(permissions.createPreset, { body: input }));

export const useDeletePreset = () =>
  usePermissionMutation((presetId: string) => call(permissions.deletePreset, { params: { presetId } }));

export const useSaveUserPermissions = () =>
  usePermissionMutation(({ userId, ...body }: UserPermissionsInput & { userId: string }) =>
    call(permissions.setUserPermissions, { params: { userId }, body }),
  );
