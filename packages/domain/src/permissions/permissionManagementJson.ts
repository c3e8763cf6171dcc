// The JSON of the Permissions Management endpoints: the server's presenters return these, the web reads them.
import { z } from 'zod';
import { roleJson } from './roleJson';

/** A role with the number of users holding it, for the management page. */
export const roleSummaryJson = z.strictObject({ ...roleJson.shape, userCount: z.number().int() });
export type RoleSummaryJson = z.infer<typeof roleSummaryJson>;

/** A saved set of permissions for a role, as `/rolePreset` sends it. */
export const rolePresetJson = z.strictObject({
  _id: z.string(),
  roleName: z.string(),
  presetName: z.string(),
  permissions: z.array(z.string()),
});
export type RolePresetJson = z.infer<typeof rolePresetJson>;

/** POST /api/rolePreset */
export const presetCreatedJson = z.strictObject({ newPreset: rolePresetJson, message: z.string() });
export type PresetCreatedJson = z.infer<typeof presetCreatedJson>;

/** Where a user's permissions come from, and what they add up to. */
export const userPermissionsJson = z.strictObject({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  isProtected: z.boolean(),
  rolePermissions: z.array(z.string()),
  frontPermissions: z.array(z.string()),
  removedDefaultPermissions: z.array(z.string()),
  isAcknowledged: z.boolean(),
  effective: z.array(z.string()),
});
export type UserPermissionsJson = z.infer<typeof userPermissionsJson>;

/** A user as the permission picker lists them. */
export const permissionUserJson = z.strictObject({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
});
export type PermissionUserJson = z.infer<typeof permissionUserJson>;

/** The answer to deleting a role or a preset: what was done, in words. */
export const permissionsMessageJson = z.strictObject({ message: z.string() });
export type PermissionsMessageJson = z.infer<typeof permissionsMessageJson>;

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
