// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the popupEditors endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const popupEditorsEndpoints = {
  list: /* @__PURE__ */ endpoint<C['popupEditors']['list']>({
    method: 'GET',
    path: '/popupeditors',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  create: /* @__PURE__ */ endpoint<C['popupEditors']['create']>({
    method: 'POST',
    path: '/popupeditors',
    guard: { kind: 'permission', anyOf: ['createPopup'] },
    errors: ['POPUP_NAME_TAKEN'],
  }),
  get: /* @__PURE__ */ endpoint<C['popupEditors']['get']>({
    method: 'GET',
    path: '/popupeditor/:id',
    guard: { kind: 'signedIn' },
    errors: ['POPUP_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['popupEditors']['update']>({
    method: 'POST',
    path: '/popupeditor/:id',
    guard: { kind: 'permission', anyOf: ['updatePopup'] },
    errors: ['POPUP_NOT_FOUND', 'POPUP_NAME_TAKEN'],
  }),
  backup: /* @__PURE__ */ endpoint<C['popupEditors']['backup']>({
    method: 'POST',
    path: '/backup/popupeditor/:id',
    guard: { kind: 'permission', anyOf: ['updatePopup'] },
    errors: ['POPUP_NOT_FOUND'],
  }),
};
