// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the userManagement endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { canChangeUserStatus } from '@hgn/domain/userManagement';

export const userManagementEndpoints = {
  page: /* @__PURE__ */ endpoint<C['userManagement']['page']>({
    method: 'GET',
    path: '/userprofile/page',
    guard: { kind: 'permission', anyOf: ['getUserProfiles', 'interactWithPauseUserButton'] },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['userManagement']['create']>({
    method: 'POST',
    path: '/userprofile',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: ['EMAIL_TAKEN', 'NAME_TAKEN', 'FIELD_FORBIDDEN'],
  }),
  changeStatus: /* @__PURE__ */ endpoint<C['userManagement']['changeStatus']>({
    method: 'PATCH',
    path: '/userprofile/:userId',
    guard: { kind: 'policy', name: 'changeUserStatus', allows: canChangeUserStatus },
    errors: ['USER_NOT_FOUND'],
  }),
  remove: /* @__PURE__ */ endpoint<C['userManagement']['remove']>({
    method: 'DELETE',
    path: '/userprofile/:userId',
    guard: { kind: 'permission', anyOf: ['deleteUserProfile'] },
    errors: ['USER_NOT_FOUND'],
  }),
};
