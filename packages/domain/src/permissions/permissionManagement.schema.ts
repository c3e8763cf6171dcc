// Bodies of the role, preset and per-user permission endpoints (server rules, section 2). One schema
// validates the route and types the web's forms; a permission name outside the catalogue is refused.
import { z } from 'zod';
import { atMostItems, boundedText, LIST_MAX } from '../limits';
import { isPermission } from './permissionCatalogue';

/** The preset every role has: the seeded defaults, rewritten at each start; applying it restores them. */
export const HARD_CODED_DEFAULT_PRESET = 'hard-coded default';

/**
 * Roles that stay whatever an Owner does: users of a deleted role fall back to Volunteer, and without
 * the Owner role nobody could manage roles again.
 */
export const UNDELETABLE_ROLES = ['Owner', 'Volunteer'] as const;
export const isUndeletableRole = (roleName: string): boolean =>
  (UNDELETABLE_ROLES as readonly string[]).includes(roleName);

export const permissionManagementMessages = {
  unknownPermission: (name: string) => `Unknown permission: ${name}`,
  roleNameRequired: 'Please enter a role name.',
  roleNameTaken: (name: string) => `A role named "${name}" already exists.`,
  permissionsRequired: 'Permissions are required.',
  roleNotFound: 'Role not found',
  roleUndeletable: (name: string) => `The ${name} role cannot be deleted.`,
  roleDeleted: (name: string, movedUsers: number) =>
    `Role ${name} deleted; ${movedUsers} ${movedUsers === 1 ? 'user is' : 'users are'} now Volunteer.`,
  presetNameRequired: 'Please enter a preset name.',
  presetNameTaken: (name: string) => `A preset named "${name}" already exists for this role.`,
  presetReserved: `The "${HARD_CODED_DEFAULT_PRESET}" preset is kept by the system and cannot be changed or deleted.`,
  presetNotFound: 'Preset not found',
  presetCreated: 'New preset created',
  presetDeleted: 'Deleted preset',
  userNotFound: 'User not found',
  ownerTarget: "Changing an Owner's permissions needs the Manage owners permission.",
  protectedTarget: 'You are not authorized to update this user',
  grantNotHeld: (name: string) => `You cannot grant ${name}, which you do not hold yourself.`,
} as const;

const msg = permissionManagementMessages;

const permissionName = z
  .string()
  .refine(isPermission, { error: (issue) => msg.unknownPermission(String(issue.input)) });

/** Permission names from the catalogue, without repeats, in the order given. */
export const permissionList = z
  .array(permissionName, { error: msg.permissionsRequired })
  .max(...atMostItems(LIST_MAX.permissions))
  .transform((names) => [...new Set(names)]);

const roleName = boundedText(60, msg.roleNameRequired).trim().min(1, msg.roleNameRequired);

const presetName = boundedText(80, msg.presetNameRequired).trim().min(1, msg.presetNameRequired);

/** POST /api/roles */
export const roleCreateInput = z.object({ roleName, permissions: permissionList });
export type RoleCreateInput = z.input<typeof roleCreateInput>;

/** PATCH /api/roles/:roleId: the new set replaces the old one. */
export const rolePermissionsInput = z.object({ permissions: permissionList });
export type RolePermissionsInput = z.input<typeof rolePermissionsInput>;

/** POST /api/rolePreset */
export const presetCreateInput = z.object({ roleName, presetName, permissions: permissionList });
export type PresetCreateInput = z.input<typeof presetCreateInput>;

/** PUT /api/rolePreset/:presetId: any of the three fields. */
export const presetUpdateInput = presetCreateInput.partial();
export type PresetUpdateInput = z.input<typeof presetUpdateInput>;

/**
 * PATCH /api/permission-management/user/:userId. Omitted lists are kept. The original client also
 * sends `backPermissions`, which nothing reads; it is accepted and ignored.
 */
export const userPermissionsInput = z.object({
  permissions: z.object({
    isAcknowledged: z.boolean().optional(),
    frontPermissions: permissionList.optional(),
    removedDefaultPermissions: permissionList.optional(),
  }),
});
export type UserPermissionsInput = z.input<typeof userPermissionsInput>;

/** The permission change log shows this many changes a page. */
export const PERMISSION_CHANGES_PAGE_SIZE = 20;

export const permissionUserSearchQuery = z.object({
  search: boundedText(100).trim().default(''),
});

/** Search results are this short: the picker narrows as one types. */
export const PERMISSION_USER_SEARCH_LIMIT = 10;
