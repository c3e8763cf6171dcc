// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the announcements endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const announcementsEndpoints = {
  send: /* @__PURE__ */ endpoint<C['announcements']['send']>({
    method: 'POST',
    path: '/send-emails',
    guard: { kind: 'permission', anyOf: ['sendEmails'] },
    errors: [],
  }),
  broadcast: /* @__PURE__ */ endpoint<C['announcements']['broadcast']>({
    method: 'POST',
    path: '/broadcast-emails',
    guard: { kind: 'permission', anyOf: ['sendEmails'] },
    errors: [],
  }),
  subscribe: /* @__PURE__ */ endpoint<C['announcements']['subscribe']>({
    method: 'POST',
    path: '/add-non-hgn-email-subscription',
    guard: { kind: 'public' },
    errors: ['SUBSCRIPTION_EXISTS'],
  }),
  confirm: /* @__PURE__ */ endpoint<C['announcements']['confirm']>({
    method: 'POST',
    path: '/confirm-non-hgn-email-subscription',
    guard: { kind: 'public' },
    errors: ['CONFIRMATION_EXPIRED', 'SUBSCRIPTION_NOT_FOUND'],
  }),
  unsubscribe: /* @__PURE__ */ endpoint<C['announcements']['unsubscribe']>({
    method: 'POST',
    path: '/remove-non-hgn-email-subscription',
    guard: { kind: 'public' },
    errors: ['SUBSCRIPTION_NOT_FOUND'],
  }),
  updateOwn: /* @__PURE__ */ endpoint<C['announcements']['updateOwn']>({
    method: 'POST',
    path: '/update-email-subsriptions',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
};
