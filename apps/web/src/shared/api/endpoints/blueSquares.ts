// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the blueSquares endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const blueSquaresEndpoints = {
  add: /* @__PURE__ */ endpoint<C['blueSquares']['add']>({
    method: 'POST',
    path: '/userprofile/:userId/addInfringement',
    guard: { kind: 'permission', anyOf: ['addInfringements'] },
    errors: ['USER_NOT_FOUND'],
  }),
  edit: /* @__PURE__ */ endpoint<C['blueSquares']['edit']>({
    method: 'PUT',
    path: '/userprofile/:userId/infringements/:blueSquareId',
    guard: { kind: 'permission', anyOf: ['editInfringements'] },
    errors: ['USER_NOT_FOUND', 'BLUE_SQUARE_NOT_FOUND'],
  }),
  remove: /* @__PURE__ */ endpoint<C['blueSquares']['remove']>({
    method: 'DELETE',
    path: '/userprofile/:userId/infringements/:blueSquareId',
    guard: { kind: 'permission', anyOf: ['deleteInfringements'] },
    errors: ['USER_NOT_FOUND', 'BLUE_SQUARE_NOT_FOUND'],
  }),
};
