// The JSON of the Permissions Management endpoints: the server's presenters return these, the web reads them.
import type { RoleJson } from './roleJson';

/** A role with the number of users holding it, for the management page. */
export type RoleSummaryJson = RoleJson & { userCount: number };

/** A saved set of permissions for a role, as `/rolePreset` sends it. */
export type RolePresetJson = { _id: string; roleName: string; presetName: string; permissions: string[] };

/** POST /api/rolePreset */
export type PresetCreatedJson = { newPreset: RolePresetJson; message: string };

/** Where a user's permissions come from, and what they add up to. */
export type UserPermissionsJson = {
  userId: string;
  firstName: string;
  lastName: string;
  role: string;
  isProtected: boolean;
  rolePermissions: string[];
  frontPermissions: string[];
  removedDefaultPermissions: string[];
  isAcknowledged: boolean;
  effective: string[];
};

/** A user as the permission picker lists them. */
export type PermissionUserJson = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
};

/** One entry of the change log: who changed which permissions of which role or user, and when. */
export type PermissionChangeJson = {
  _id: string;
  changedAt: string;
  changedBy: { _id: string | null; name: string };
  targetKind: 'role' | 'user';
  roleName: string | null;
  user: { _id: string; name: string } | null;
  added: string[];
  removed: string[];
};

export type PermissionChangesPageJson = {
  items: PermissionChangeJson[];
  total: number;
  page: number;
  pageSize: number;
};
