// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the stock endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { canDecidePurchases } from '@hgn/domain/buildingManagement';

export const stockEndpoints = {
  listMaterials: /* @__PURE__ */ endpoint<C['stock']['listMaterials']>({
    method: 'GET',
    path: '/bm/materials',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  listConsumables: /* @__PURE__ */ endpoint<C['stock']['listConsumables']>({
    method: 'GET',
    path: '/bm/consumables',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  listReusables: /* @__PURE__ */ endpoint<C['stock']['listReusables']>({
    method: 'GET',
    path: '/bm/reusables',
    guard: { kind: 'portal', portal: 'canAccessBMPortal', then: { kind: 'signedIn' } },
    errors: [],
  }),
  purchaseMaterial: /* @__PURE__ */ endpoint<C['stock']['purchaseMaterial']>({
    method: 'POST',
    path: '/bm/materials',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postInvInProject'] },
    },
    errors: ['STOCK_PROJECT_UNKNOWN', 'STOCK_TYPE_UNKNOWN'],
  }),
  purchaseConsumable: /* @__PURE__ */ endpoint<C['stock']['purchaseConsumable']>({
    method: 'POST',
    path: '/bm/consumables/purchase',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postInvInProject'] },
    },
    errors: ['STOCK_PROJECT_UNKNOWN', 'STOCK_TYPE_UNKNOWN'],
  }),
  purchaseReusable: /* @__PURE__ */ endpoint<C['stock']['purchaseReusable']>({
    method: 'POST',
    path: '/bm/reusables/purchase',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['postInvInProject'] },
    },
    errors: ['STOCK_PROJECT_UNKNOWN', 'STOCK_TYPE_UNKNOWN'],
  }),
  decidePurchase: /* @__PURE__ */ endpoint<C['stock']['decidePurchase']>({
    method: 'POST',
    path: '/bm/purchases/:purchaseId/status',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'policy', name: 'purchaseDecider', allows: canDecidePurchases },
    },
    errors: ['PURCHASE_NOT_FOUND', 'PURCHASE_ALREADY_DECIDED', 'PURCHASE_QUANTITY_NOT_WHOLE'],
  }),
  updateMaterialStatus: /* @__PURE__ */ endpoint<C['stock']['updateMaterialStatus']>({
    method: 'POST',
    path: '/bm/updateMaterialStatus',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'policy', name: 'purchaseDecider', allows: canDecidePurchases },
    },
    errors: ['PURCHASE_NOT_FOUND', 'PURCHASE_ALREADY_DECIDED', 'PURCHASE_QUANTITY_NOT_WHOLE'],
  }),
  logMaterialUsage: /* @__PURE__ */ endpoint<C['stock']['logMaterialUsage']>({
    method: 'POST',
    path: '/bm/updateMaterialRecord',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['putInvById'] },
    },
    errors: ['STOCK_ITEM_UNKNOWN', 'STOCK_USAGE_EXCEEDS_AVAILABLE'],
  }),
  logConsumableUsage: /* @__PURE__ */ endpoint<C['stock']['logConsumableUsage']>({
    method: 'POST',
    path: '/bm/updateConsumablesRecord',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['putInvById'] },
    },
    errors: ['STOCK_ITEM_UNKNOWN', 'STOCK_USAGE_EXCEEDS_AVAILABLE'],
  }),
  logReusableUsage: /* @__PURE__ */ endpoint<C['stock']['logReusableUsage']>({
    method: 'POST',
    path: '/bm/updateReusableRecord',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['putInvById'] },
    },
    errors: ['STOCK_ITEM_UNKNOWN', 'STOCK_USAGE_EXCEEDS_AVAILABLE'],
  }),
  logMaterialUsageBulk: /* @__PURE__ */ endpoint<C['stock']['logMaterialUsageBulk']>({
    method: 'POST',
    path: '/bm/updateMaterialRecordBulk',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['putInvById'] },
    },
    errors: ['STOCK_ITEM_UNKNOWN', 'STOCK_USAGE_EXCEEDS_AVAILABLE'],
  }),
  logReusableUsageBulk: /* @__PURE__ */ endpoint<C['stock']['logReusableUsageBulk']>({
    method: 'POST',
    path: '/bm/updateReusableRecordBulk',
    guard: {
      kind: 'portal',
      portal: 'canAccessBMPortal',
      then: { kind: 'permission', anyOf: ['putInvById'] },
    },
    errors: ['STOCK_ITEM_UNKNOWN', 'STOCK_USAGE_EXCEEDS_AVAILABLE'],
  }),
};
