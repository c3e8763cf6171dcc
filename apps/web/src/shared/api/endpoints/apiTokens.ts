// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the apiTokens endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const apiTokensEndpoints = {
  list: /* @__PURE__ */ endpoint<C['apiTokens']['list']>({
    method: 'GET',
    path: '/tokens',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['apiTokens']['create']>({
    method: 'POST',
    path: '/tokens',
    guard: { kind: 'signedIn' },
    errors: ['TOO_MANY_API_TOKENS'],
  }),
  revoke: /* @__PURE__ */ endpoint<C['apiTokens']['revoke']>({
    method: 'DELETE',
    path: '/tokens/:id',
    guard: { kind: 'signedIn' },
    errors: ['API_TOKEN_NOT_FOUND'],
  }),
};
