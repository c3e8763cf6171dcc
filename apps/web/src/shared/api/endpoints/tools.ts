// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the tools endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';

export const toolsEndpoints = {
  listTools: /* @__PURE__ */ endpoint<C['tools']['listTools']>({
    method: 'GET',
    path: '/bm/tools',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  getTool: /* @__PURE__ */ endpoint<C['tools']['getTool']>({
    method: 'GET',
    path: '/bm/tools/:toolId',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: ['TOOL_NOT_FOUND'],
  }),
  listEquipment: /* @__PURE__ */ endpoint<C['tools']['listEquipment']>({
    method: 'GET',
    path: '/bm/equipments',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  getEquipment: /* @__PURE__ */ endpoint<C['tools']['getEquipment']>({
    method: 'GET',
    path: '/bm/equipment/:equipmentId',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: ['EQUIPMENT_NOT_FOUND'],
  }),
  addTool: /* @__PURE__ */ endpoint<C['tools']['addTool']>({
    method: 'POST',
    path: '/bm/tools',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postInvType'] },
    },
    errors: ['TOOL_NAME_TAKEN'],
  }),
  purchaseTools: /* @__PURE__ */ endpoint<C['tools']['purchaseTools']>({
    method: 'POST',
    path: '/bm/tools/purchase',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postInvInProject'] },
    },
    errors: [],
  }),
  purchaseEquipment: /* @__PURE__ */ endpoint<C['tools']['purchaseEquipment']>({
    method: 'POST',
    path: '/bm/equipment/purchase',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postInvInProject'] },
    },
    errors: [],
  }),
  listPendingToolPurchases: /* @__PURE__ */ endpoint<C['tools']['listPendingToolPurchases']>({
    method: 'GET',
    path: '/bm/tools/purchases',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  listPendingEquipmentPurchases: /* @__PURE__ */ endpoint<C['tools']['listPendingEquipmentPurchases']>({
    method: 'GET',
    path: '/bm/equipment/purchases',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  updateToolStatus: /* @__PURE__ */ endpoint<C['tools']['updateToolStatus']>({
    method: 'PUT',
    path: '/bm/tools/:toolId/status',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['putInvById'] },
    },
    errors: ['TOOL_NOT_FOUND'],
  }),
  updateEquipmentStatus: /* @__PURE__ */ endpoint<C['tools']['updateEquipmentStatus']>({
    method: 'PUT',
    path: '/bm/equipment/:equipmentId/status',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['putInvById'] },
    },
    errors: ['EQUIPMENT_NOT_FOUND'],
  }),
  logTools: /* @__PURE__ */ endpoint<C['tools']['logTools']>({
    method: 'POST',
    path: '/bm/tools/log',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['putInvById'] },
    },
    errors: ['TOOL_ITEMS_NOT_AVAILABLE'],
  }),
};
