// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the blueSquareEmailCopies endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { canManageBlueSquareEmailCopies } from '@hgn/domain/blueSquares';

export const blueSquareEmailCopiesEndpoints = {
  list: /* @__PURE__ */ endpoint<C['blueSquareEmailCopies']['list']>({
    method: 'GET',
    path: '/AssignBlueSquareEmail',
    guard: { kind: 'policy', name: 'blueSquareEmailCopiesKeeper', allows: canManageBlueSquareEmailCopies },
    errors: [],
  }),
  add: /* @__PURE__ */ endpoint<C['blueSquareEmailCopies']['add']>({
    method: 'POST',
    path: '/AssignBlueSquareEmail',
    guard: { kind: 'policy', name: 'blueSquareEmailCopiesKeeper', allows: canManageBlueSquareEmailCopies },
    errors: ['EMAIL_COPY_PERSON_NOT_FOUND', 'EMAIL_COPY_TAKEN'],
  }),
  remove: /* @__PURE__ */ endpoint<C['blueSquareEmailCopies']['remove']>({
    method: 'DELETE',
    path: '/AssignBlueSquareEmail/:id',
    guard: { kind: 'policy', name: 'blueSquareEmailCopiesKeeper', allows: canManageBlueSquareEmailCopies },
    errors: ['EMAIL_COPY_NOT_FOUND'],
  }),
};
