// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the permissions endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const permissionsEndpoints = {
  listRoles: /* @__PURE__ */ endpoint<C['permissions']['listRoles']>({
    method: 'GET',
    path: '/roles',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  getRole: /* @__PURE__ */ endpoint<C['permissions']['getRole']>({
    method: 'GET',
    path: '/roles/:roleId',
    guard: { kind: 'signedIn' },
    errors: ['ROLE_NOT_FOUND'],
  }),
  createRole: /* @__PURE__ */ endpoint<C['permissions']['createRole']>({
    method: 'POST',
    path: '/roles',
    guard: { kind: 'permission', anyOf: ['postRole'] },
    errors: ['ROLE_NAME_TAKEN'],
  }),
  setRolePermissions: /* @__PURE__ */ endpoint<C['permissions']['setRolePermissions']>({
    method: 'PATCH',
    path: '/roles/:roleId',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: ['ROLE_NOT_FOUND'],
  }),
  deleteRole: /* @__PURE__ */ endpoint<C['permissions']['deleteRole']>({
    method: 'DELETE',
    path: '/roles/:roleId',
    guard: { kind: 'permission', anyOf: ['deleteRole'] },
    errors: ['ROLE_NOT_FOUND', 'ROLE_UNDELETABLE'],
  }),
  listPresets: /* @__PURE__ */ endpoint<C['permissions']['listPresets']>({
    method: 'GET',
    path: '/rolePreset/:roleName',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: [],
  }),
  createPreset: /* @__PURE__ */ endpoint<C['permissions']['createPreset']>({
    method: 'POST',
    path: '/rolePreset',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: ['ROLE_NOT_FOUND', 'PRESET_NAME_TAKEN', 'PRESET_RESERVED'],
  }),
  updatePreset: /* @__PURE__ */ endpoint<C['permissions']['updatePreset']>({
    method: 'PUT',
    path: '/rolePreset/:presetId',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: ['PRESET_NOT_FOUND', 'PRESET_RESERVED', 'ROLE_NOT_FOUND', 'PRESET_NAME_TAKEN'],
  }),
  deletePreset: /* @__PURE__ */ endpoint<C['permissions']['deletePreset']>({
    method: 'DELETE',
    path: '/rolePreset/:presetId',
    guard: { kind: 'permission', anyOf: ['putRole'] },
    errors: ['PRESET_NOT_FOUND', 'PRESET_RESERVED'],
  }),
  roleSummaries: /* @__PURE__ */ endpoint<C['permissions']['roleSummaries']>({
    method: 'GET',
    path: '/permission-management/roles',
    guard: { kind: 'permission', anyOf: ['postRole', 'putRole', 'deleteRole', 'putUserProfilePermissions'] },
    errors: [],
  }),
  searchUsers: /* @__PURE__ */ endpoint<C['permissions']['searchUsers']>({
    method: 'GET',
    path: '/permission-management/users',
    guard: { kind: 'permission', anyOf: ['putUserProfilePermissions'] },
    errors: [],
  }),
  userPermissions: /* @__PURE__ */ endpoint<C['permissions']['userPermissions']>({
    method: 'GET',
    path: '/permission-management/user/:userId',
    guard: { kind: 'permission', anyOf: ['putUserProfilePermissions'] },
    errors: ['USER_NOT_FOUND'],
  }),
  setUserPermissions: /* @__PURE__ */ endpoint<C['permissions']['setUserPermissions']>({
    method: 'PATCH',
    path: '/permission-management/user/:userId',
    guard: { kind: 'permission', anyOf: ['putUserProfilePermissions'] },
    errors: ['USER_NOT_FOUND'],
  }),
  changeLog: /* @__PURE__ */ endpoint<C['permissions']['changeLog']>({
    method: 'GET',
    path: '/permissionChangeLogs/:userId',
    guard: { kind: 'permission', anyOf: ['putRole', 'putUserProfilePermissions'] },
    errors: ['USER_NOT_FOUND'],
  }),
};
