// Every endpoint of roles, role presets, per-user permissions and the permission change log, declared
// once: the server registers these, the tests parse their answers with them and the web app calls them
// (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import {
  permissionChangeLogJson,
  permissionsMessageJson,
  permissionUserJson,
  presetCreatedJson,
  rolePresetJson,
  roleSummaryJson,
  userPermissionsJson,
} from './permissionManagementJson';
import {
  permissionUserSearchQuery,
  presetCreateInput,
  presetUpdateInput,
  roleCreateInput,
  rolePermissionsInput,
  userPermissionsInput,
} from './permissionManagement.schema';
import type { PermissionsErrorCode } from './permissions.errors';
import { roleJson } from './roleJson';
import { ROUTE_RULES } from './routeGuards';

const refusals = errorCodes<PermissionsErrorCode>();
const roleIdParams = z.object({ roleId: z.string() });
const presetIdParams = z.object({ presetId: z.string() });
const roleNameParams = z.object({ roleName: z.string() });
const userIdParams = z.object({ userId: z.string() });

// The management page's own rule: whoever may open /permissionsmanagement may read its role list.
const managers = guard.permission(...ROUTE_RULES['/permissionsmanagement'].permissions);
const roleEditors = guard.permission('putRole');
const userPermissionEditors = guard.permission('putUserProfilePermissions');

export const permissionsContract = {
  listRoles: defineContract({
    method: 'GET',
    path: '/roles',
    guard: guard.signedIn,
    errors: refusals(),
    response: z.array(roleJson),
  }),
  getRole: defineContract({
    method: 'GET',
    path: '/roles/:roleId',
    guard: guard.signedIn,
    errors: refusals('ROLE_NOT_FOUND'),
    params: roleIdParams,
    response: roleJson,
  }),
  createRole: defineContract({
    method: 'POST',
    path: '/roles',
    changesSessions: true,
    guard: guard.permission('postRole'),
    errors: refusals('ROLE_NAME_TAKEN'),
    body: roleCreateInput,
    status: 201,
    response: roleJson,
  }),
  // 201, as the original server answers an update.
  setRolePermissions: defineContract({
    method: 'PATCH',
    path: '/roles/:roleId',
    changesSessions: true,
    guard: roleEditors,
    errors: refusals('ROLE_NOT_FOUND'),
    params: roleIdParams,
    body: rolePermissionsInput,
    status: 201,
    response: roleJson,
  }),
  deleteRole: defineContract({
    method: 'DELETE',
    path: '/roles/:roleId',
    changesSessions: true,
    guard: guard.permission('deleteRole'),
    errors: refusals('ROLE_NOT_FOUND', 'ROLE_UNDELETABLE'),
    params: roleIdParams,
    response: permissionsMessageJson,
  }),
  listPresets: defineContract({
    method: 'GET',
    path: '/rolePreset/:roleName',
    guard: roleEditors,
    errors: refusals(),
    params: roleNameParams,
    response: z.array(rolePresetJson),
  }),
  createPreset: defineContract({
    method: 'POST',
    path: '/rolePreset',
    guard: roleEditors,
    errors: refusals('ROLE_NOT_FOUND', 'PRESET_NAME_TAKEN', 'PRESET_RESERVED'),
    body: presetCreateInput,
    status: 201,
    response: presetCreatedJson,
  }),
  updatePreset: defineContract({
    method: 'PUT',
    path: '/rolePreset/:presetId',
    guard: roleEditors,
    errors: refusals('PRESET_NOT_FOUND', 'PRESET_RESERVED', 'ROLE_NOT_FOUND', 'PRESET_NAME_TAKEN'),
    params: presetIdParams,
    body: presetUpdateInput,
    response: rolePresetJson,
  }),
  deletePreset: defineContract({
    method: 'DELETE',
    path: '/rolePreset/:presetId',
    guard: roleEditors,
    errors: refusals('PRESET_NOT_FOUND', 'PRESET_RESERVED'),
    params: presetIdParams,
    response: permissionsMessageJson,
  }),
  roleSummaries: defineContract({
    method: 'GET',
    path: '/permission-management/roles',
    summary: 'Every role with the number of users holding it',
    guard: managers,
    errors: refusals(),
    response: z.array(roleSummaryJson),
  }),
  searchUsers: defineContract({
    method: 'GET',
    path: '/permission-management/users',
    guard: userPermissionEditors,
    errors: refusals(),
    query: permissionUserSearchQuery,
    response: z.array(permissionUserJson),
  }),
  userPermissions: defineContract({
    method: 'GET',
    path: '/permission-management/user/:userId',
    guard: userPermissionEditors,
    errors: refusals('USER_NOT_FOUND'),
    params: userIdParams,
    response: userPermissionsJson,
  }),
  // A refusal of an Owner's or a protected account, or of a grant the actor does not hold, is FORBIDDEN.
  setUserPermissions: defineContract({
    method: 'PATCH',
    path: '/permission-management/user/:userId',
    changesSessions: true,
    guard: userPermissionEditors,
    errors: refusals('USER_NOT_FOUND'),
    params: userIdParams,
    body: userPermissionsInput,
    response: userPermissionsJson,
  }),
  // The original path, answering the original array: the organisation's whole log, newest first; the
  // path names an existing user. Who may read the log is who manages permissions.
  changeLog: defineContract({
    method: 'GET',
    path: '/permissionChangeLogs/:userId',
    guard: guard.permission('putRole', 'putUserProfilePermissions'),
    errors: refusals('USER_NOT_FOUND'),
    params: userIdParams,
    response: z.array(permissionChangeLogJson),
  }),
};
