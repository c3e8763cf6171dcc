// The JSON of the Permissions Management endpoints: the server's presenters return these, the web reads them.
import { z } from 'zod';
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

/** What every entry of the original change log carries: when, what it left, and who made it. */
const changeLogEntryFields = {
  _id: z.string(),
  logDateTime: z.iso.datetime(),
  /** The name of the role or of the person whose permissions changed. */
  name: z.string(),
  /** The role's permissions after the change, or the person's own (front) permissions. */
  permissions: z.array(z.string()),
  permissionsAdded: z.array(z.string()),
  permissionsRemoved: z.array(z.string()),
  /** Null once the requestor's profile is deleted. */
  requestorId: z.string().nullable(),
  requestorName: z.string(),
  /** The requestor's role and e-mail at the time; empty for changes recorded before they were kept. */
  requestorRole: z.string(),
  requestorEmail: z.string(),
};

/** A change of a role's permissions, as the original's permissionChangeLogs collection holds it. */
export const roleChangeLogJson = z.strictObject({
  ...changeLogEntryFields,
  /** Null once the role is deleted. */
  roleId: z.string().nullable(),
  roleName: z.string(),
});

/** A change of one person's permissions, as the original's UserPermissionChangeLogs collection holds it. */
export const userChangeLogJson = z.strictObject({
  ...changeLogEntryFields,
  userId: z.string(),
  individualName: z.string(),
  removedRolePermissions: z.array(z.string()),
  /** Permission changes carry no reason here; the original's optional reason is always empty. */
  reason: z.string(),
});

/** One entry of GET /api/permissionChangeLogs/{userId}: role and user changes together, newest first. */
export const permissionChangeLogJson = z.union([roleChangeLogJson, userChangeLogJson]);
export type PermissionChangeLogJson = z.infer<typeof permissionChangeLogJson>;
