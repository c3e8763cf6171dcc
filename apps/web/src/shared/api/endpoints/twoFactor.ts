// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the twoFactor endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { isOwner } from '@hgn/domain/permissions';

export const twoFactorEndpoints = {
  state: /* @__PURE__ */ endpoint<C['twoFactor']['state']>({
    method: 'GET',
    path: '/auth/2fa',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  setup: /* @__PURE__ */ endpoint<C['twoFactor']['setup']>({
    method: 'POST',
    path: '/auth/2fa/setup',
    guard: { kind: 'signedIn' },
    errors: ['TWO_FACTOR_ALREADY_ENABLED'],
  }),
  enable: /* @__PURE__ */ endpoint<C['twoFactor']['enable']>({
    method: 'POST',
    path: '/auth/2fa/enable',
    guard: { kind: 'signedIn' },
    errors: [
      'TWO_FACTOR_ALREADY_ENABLED',
      'TWO_FACTOR_NOT_SET_UP',
      'INVALID_TWO_FACTOR_CODE',
      'RATE_LIMITED',
    ],
  }),
  disable: /* @__PURE__ */ endpoint<C['twoFactor']['disable']>({
    method: 'POST',
    path: '/auth/2fa/disable',
    guard: { kind: 'signedIn' },
    errors: ['TWO_FACTOR_NOT_ENABLED', 'INCORRECT_PASSWORD', 'INVALID_TWO_FACTOR_CODE', 'RATE_LIMITED'],
  }),
  reset: /* @__PURE__ */ endpoint<C['twoFactor']['reset']>({
    method: 'DELETE',
    path: '/auth/2fa/users/:userId',
    guard: { kind: 'permission', anyOf: ['resetPassword'] },
    errors: ['USER_NOT_FOUND', 'TWO_FACTOR_NOT_ENABLED'],
  }),
  policy: /* @__PURE__ */ endpoint<C['twoFactor']['policy']>({
    method: 'GET',
    path: '/auth/2fa/policy',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: [],
  }),
  setPolicy: /* @__PURE__ */ endpoint<C['twoFactor']['setPolicy']>({
    method: 'PUT',
    path: '/auth/2fa/policy',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['UNKNOWN_ROLE'],
  }),
};
