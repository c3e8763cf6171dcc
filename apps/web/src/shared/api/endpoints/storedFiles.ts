// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the storedFiles endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const storedFilesEndpoints = {
  get: /* @__PURE__ */ endpoint<C['storedFiles']['get']>({
    method: 'GET',
    path: '/bm/files/:fileId',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: ['FILE_NOT_FOUND'],
  }),
};
