import {
  effectivePermissions,
  type PermissionChangeLogJson,
  type RoleJson,
  type RolePresetJson,
  type RoleSummaryJson,
  type UserPermissionsJson,
} from '@hgn/domain/permissions';
import type { UserProfileJson } from '@hgn/domain/users';
import type { PermissionChangeRow } from './permissionChanges.table.js';
import type { RolePresetRow, RoleRow } from './permissions.table.js';

export const presentRole = (row: RoleRow): RoleJson => ({
  _id: row.id,
  roleName: row.name,
  permissions: row.permissions,
});

export const presentRoleSummary = (row: RoleRow, userCount: number): RoleSummaryJson => ({
  ...presentRole(row),
  userCount,
});

export const presentPreset = (row: RolePresetRow): RolePresetJson => ({
  _id: row.id,
  roleName: row.roleName,
  presetName: row.presetName,
  permissions: row.permissions,
});

type OwnPermissionsJson = UserProfileJson['permissions'];

export type UserPermissionsRow = {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
  isProtected: boolean;
  frontPermissions: string[];
  removedDefaultPermissions: string[];
  isPermissionsAcknowledged: boolean;
  rolePermissions: string[] | null;
};

export const effectiveOf = (row: UserPermissionsRow): string[] => [
  ...effectivePermissions({
    rolePermissions: row.rolePermissions ?? [],
    frontPermissions: row.frontPermissions,
    removedDefaultPermissions: row.removedDefaultPermissions,
  }),
];

export const presentUserPermissions = (row: UserPermissionsRow): UserPermissionsJson => ({
  userId: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  isProtected: row.isProtected,
  rolePermissions: row.rolePermissions ?? [],
  frontPermissions: row.frontPermissions,
  removedDefaultPermissions: row.removedDefaultPermissions,
  isAcknowledged: row.isPermissionsAcknowledged,
  effective: effectiveOf(row).sort(),
});

/** A person's own permissions in a profile; a person not found has none. */
export const presentOwnPermissions = (
  row:
    | Pick<UserPermissionsRow, 'frontPermissions' | 'removedDefaultPermissions' | 'isPermissionsAcknowledged'>
    | undefined,
): OwnPermissionsJson => ({
  frontPermissions: row?.frontPermissions ?? [],
  backPermissions: [],
  removedDefaultPermissions: row?.removedDefaultPermissions ?? [],
  isAcknowledged: row?.isPermissionsAcknowledged ?? false,
});

/** A log entry in the original's shape: a role change or a user change, each with its own fields. */
export const presentChangeLog = (row: {
  change: PermissionChangeRow;
  targetFirstName: string | null;
  targetLastName: string | null;
  roleId: string | null;
}): PermissionChangeLogJson => {
  const { change } = row;
  const common = {
    _id: change.id,
    logDateTime: change.changedAt.toISOString(),
    permissions: change.permissions,
    permissionsAdded: change.added,
    permissionsRemoved: change.removed,
    requestorId: change.changedBy,
    requestorName: change.changedByName,
    requestorRole: change.requestorRole,
    requestorEmail: change.requestorEmail,
  };
  if (change.targetKind === 'role' || change.userId === null) {
    const roleName = change.roleName ?? '';
    return { ...common, name: roleName, roleId: row.roleId, roleName };
  }
  const individualName = `${row.targetFirstName ?? ''} ${row.targetLastName ?? ''}`.trim();
  return {
    ...common,
    name: individualName,
    userId: change.userId,
    individualName,
    removedRolePermissions: change.removedRolePermissions,
    reason: '',
  };
};
