// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the inventoryTypes endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const inventoryTypesEndpoints = {
  listOfCategory: /* @__PURE__ */ endpoint<C['inventoryTypes']['listOfCategory']>({
    method: 'GET',
    path: '/bm/invtypes/:type',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: ['INVENTORY_CATEGORY_NOT_FOUND'],
  }),
  create: /* @__PURE__ */ endpoint<C['inventoryTypes']['create']>({
    method: 'POST',
    path: '/bm/invtypes',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postInvType'] },
    },
    errors: ['INVENTORY_TYPE_NAME_TAKEN', 'INVENTORY_UNIT_NOT_FOUND'],
  }),
  createMaterial: /* @__PURE__ */ endpoint<C['inventoryTypes']['createMaterial']>({
    method: 'POST',
    path: '/bm/invtypes/material',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postInvType'] },
    },
    errors: ['INVENTORY_TYPE_NAME_TAKEN', 'INVENTORY_UNIT_NOT_FOUND'],
  }),
  createConsumable: /* @__PURE__ */ endpoint<C['inventoryTypes']['createConsumable']>({
    method: 'POST',
    path: '/bm/consumables',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postInvType'] },
    },
    errors: ['INVENTORY_TYPE_NAME_TAKEN', 'INVENTORY_UNIT_NOT_FOUND'],
  }),
  createReusable: /* @__PURE__ */ endpoint<C['inventoryTypes']['createReusable']>({
    method: 'POST',
    path: '/bm/invtypes/reusables',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postInvType'] },
    },
    errors: ['INVENTORY_TYPE_NAME_TAKEN'],
  }),
  createEquipment: /* @__PURE__ */ endpoint<C['inventoryTypes']['createEquipment']>({
    method: 'POST',
    path: '/bm/invtypes/equipment',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postInvType'] },
    },
    errors: ['INVENTORY_TYPE_NAME_TAKEN'],
  }),
  update: /* @__PURE__ */ endpoint<C['inventoryTypes']['update']>({
    method: 'PUT',
    path: '/bm/invtypes/:type/:typeId',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['putInvType'] },
    },
    errors: [
      'INVENTORY_CATEGORY_NOT_FOUND',
      'INVENTORY_TYPE_NOT_FOUND',
      'INVENTORY_TYPE_NAME_TAKEN',
      'INVENTORY_UNIT_NOT_FOUND',
    ],
  }),
  listUnits: /* @__PURE__ */ endpoint<C['inventoryTypes']['listUnits']>({
    method: 'GET',
    path: '/bm/inventoryUnits',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  createUnit: /* @__PURE__ */ endpoint<C['inventoryTypes']['createUnit']>({
    method: 'POST',
    path: '/bm/inventoryUnits',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postInvType'] },
    },
    errors: ['INVENTORY_UNIT_TAKEN'],
  }),
};
