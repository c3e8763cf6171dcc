// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the auth endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const authEndpoints = {
  signIn: /* @__PURE__ */ endpoint<C['auth']['signIn']>({
    method: 'POST',
    path: '/login',
    guard: { kind: 'public' },
    errors: ['USERNAME_NOT_FOUND', 'ACCOUNT_INACTIVE', 'INVALID_PASSWORD', 'RATE_LIMITED'],
  }),
  signInSecondStep: /* @__PURE__ */ endpoint<C['auth']['signInSecondStep']>({
    method: 'POST',
    path: '/login/2fa',
    guard: { kind: 'public' },
    errors: ['TWO_FACTOR_CODE_REJECTED', 'TWO_FACTOR_CHALLENGE_DEAD', 'ACCOUNT_INACTIVE', 'RATE_LIMITED'],
  }),
  portalSignIn: /* @__PURE__ */ endpoint<C['auth']['portalSignIn']>({
    method: 'POST',
    path: '/bm/login',
    guard: { kind: 'signedIn' },
    errors: ['PORTAL_EMAIL_MISMATCH', 'PORTAL_PASSWORD_MISMATCH', 'RATE_LIMITED'],
  }),
  signOut: /* @__PURE__ */ endpoint<C['auth']['signOut']>({
    method: 'POST',
    path: '/logout',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  refreshToken: /* @__PURE__ */ endpoint<C['auth']['refreshToken']>({
    method: 'GET',
    path: '/refreshToken/:userId',
    guard: { kind: 'signedIn' },
    errors: ['USER_DOES_NOT_EXIST'],
  }),
  changePassword: /* @__PURE__ */ endpoint<C['auth']['changePassword']>({
    method: 'PATCH',
    path: '/userProfile/:userId/updatePassword',
    guard: { kind: 'signedIn' },
    errors: [
      'NOT_YOUR_PASSWORD',
      'PASSWORDS_DIFFER',
      'PASSWORD_UNCHANGED',
      'WEAK_PASSWORD',
      'INCORRECT_PASSWORD',
      'RATE_LIMITED',
    ],
  }),
  changePasswordByPost: /* @__PURE__ */ endpoint<C['auth']['changePasswordByPost']>({
    method: 'POST',
    path: '/userProfile/:userId/updatePassword',
    guard: { kind: 'signedIn' },
    errors: [
      'NOT_YOUR_PASSWORD',
      'PASSWORDS_DIFFER',
      'PASSWORD_UNCHANGED',
      'WEAK_PASSWORD',
      'INCORRECT_PASSWORD',
      'RATE_LIMITED',
    ],
  }),
  forcePasswordChange: /* @__PURE__ */ endpoint<C['auth']['forcePasswordChange']>({
    method: 'PATCH',
    path: '/forcepassword',
    guard: { kind: 'public' },
    errors: ['USER_NOT_FOUND', 'INVALID_RESET_TOKEN', 'WEAK_PASSWORD', 'DEFAULT_PASSWORD_REUSED'],
  }),
  forgotPassword: /* @__PURE__ */ endpoint<C['auth']['forgotPassword']>({
    method: 'POST',
    path: '/forgotpassword',
    guard: { kind: 'public' },
    errors: ['NO_VALID_USER', 'RATE_LIMITED'],
  }),
  resetPassword: /* @__PURE__ */ endpoint<C['auth']['resetPassword']>({
    method: 'PATCH',
    path: '/userProfile/:userId/resetPassword',
    guard: { kind: 'permission', anyOf: ['resetPassword'] },
    errors: ['USER_NOT_FOUND', 'PASSWORDS_DIFFER', 'WEAK_PASSWORD'],
  }),
};
