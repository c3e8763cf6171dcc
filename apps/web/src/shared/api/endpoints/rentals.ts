// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the rentals endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const rentalsEndpoints = {
  register: /* @__PURE__ */ endpoint<C['rentals']['register']>({
    method: 'POST',
    path: '/lbdashboard/register',
    guard: { kind: 'public' },
    errors: ['RENTAL_EMAIL_TAKEN', 'RATE_LIMITED'],
  }),
  login: /* @__PURE__ */ endpoint<C['rentals']['login']>({
    method: 'POST',
    path: '/lbdashboard/login',
    guard: { kind: 'public' },
    errors: ['RENTAL_SIGN_IN_FAILED', 'RATE_LIMITED'],
  }),
  me: /* @__PURE__ */ endpoint<C['rentals']['me']>({
    method: 'GET',
    path: '/lbdashboard/me',
    guard: { kind: 'public' },
    errors: ['RENTAL_SESSION_REQUIRED'],
  }),
  logout: /* @__PURE__ */ endpoint<C['rentals']['logout']>({
    method: 'POST',
    path: '/lbdashboard/logout',
    guard: { kind: 'public' },
    errors: ['RENTAL_SESSION_REQUIRED'],
  }),
};
