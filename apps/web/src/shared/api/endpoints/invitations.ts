// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the invitations endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const invitationsEndpoints = {
  invite: /* @__PURE__ */ endpoint<C['invitations']['invite']>({
    method: 'POST',
    path: '/getInitialSetuptoken',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: ['EMAIL_IN_USE', 'RATE_LIMITED'],
  }),
  listOpen: /* @__PURE__ */ endpoint<C['invitations']['listOpen']>({
    method: 'GET',
    path: '/getSetupInvitation',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: [],
  }),
  cancel: /* @__PURE__ */ endpoint<C['invitations']['cancel']>({
    method: 'POST',
    path: '/cancelSetupInvitationToken',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: ['INVITATION_NOT_FOUND'],
  }),
  refresh: /* @__PURE__ */ endpoint<C['invitations']['refresh']>({
    method: 'POST',
    path: '/refreshSetupInvitationToken',
    guard: { kind: 'permission', anyOf: ['postUserProfile'] },
    errors: ['INVITATION_NOT_FOUND', 'EMAIL_IN_USE', 'RATE_LIMITED'],
  }),
  validateToken: /* @__PURE__ */ endpoint<C['invitations']['validateToken']>({
    method: 'POST',
    path: '/validateToken',
    guard: { kind: 'public' },
    errors: ['SETUP_ALREADY_COMPLETED', 'CANCELLED', 'EXPIRED'],
  }),
  completeSetup: /* @__PURE__ */ endpoint<C['invitations']['completeSetup']>({
    method: 'POST',
    path: '/ProfileInitialSetup',
    guard: { kind: 'public' },
    errors: ['SETUP_TOKEN_UNKNOWN', 'SETUP_ALREADY_COMPLETED', 'CANCELLED', 'EXPIRED', 'EMAIL_IN_USE'],
  }),
};
