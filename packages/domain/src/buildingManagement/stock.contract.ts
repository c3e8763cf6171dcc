// Every endpoint of counted stock (materials, consumables, reusables) and of purchase decisions,
// declared once. Reading needs the building portal; requesting a purchase postInvInProject; logging
// use putInvById; approving or rejecting a purchase an Owner or Administrator.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { StockErrorCode } from './stock.errors';
import { canDecidePurchases } from './stock';
import { purchaseJson, stockJson } from './stockJson';
import {
  materialStatusInput,
  purchaseDecisionInput,
  stockBulkUsageInput,
  stockListQuery,
  stockPurchaseInput,
  stockUsageInput,
} from './stock.schema';

const refusals = errorCodes<StockErrorCode>();
const requesters = guard.portal('canAccessBMPortal', guard.permission('postInvInProject'));
const loggers = guard.portal('canAccessBMPortal', guard.permission('putInvById'));
const deciders = guard.portal('canAccessBMPortal', guard.policy('purchaseDecider', canDecidePurchases));

const list = <P extends string>(path: P) =>
  defineContract({
    method: 'GET',
    path,
    guard: guard.portal('canAccessBMPortal'),
    errors: refusals(),
    query: stockListQuery,
    response: z.array(stockJson),
  });

const purchase = <P extends string>(path: P) =>
  defineContract({
    method: 'POST',
    path,
    guard: requesters,
    errors: refusals('STOCK_PROJECT_UNKNOWN', 'STOCK_TYPE_UNKNOWN'),
    body: stockPurchaseInput,
    status: 201,
    response: purchaseJson,
  });

const logUsage = <P extends string>(path: P) =>
  defineContract({
    method: 'POST',
    path,
    guard: loggers,
    errors: refusals('STOCK_ITEM_UNKNOWN', 'STOCK_USAGE_EXCEEDS_AVAILABLE'),
    body: stockUsageInput,
    response: stockJson,
  });

const logBulkUsage = <P extends string>(path: P) =>
  defineContract({
    method: 'POST',
    path,
    guard: loggers,
    errors: refusals('STOCK_ITEM_UNKNOWN', 'STOCK_USAGE_EXCEEDS_AVAILABLE'),
    body: stockBulkUsageInput,
    response: z.array(stockJson),
  });

const decisionErrors = refusals(
  'PURCHASE_NOT_FOUND',
  'PURCHASE_ALREADY_DECIDED',
  'PURCHASE_QUANTITY_NOT_WHOLE',
);

export const stockContract = {
  listMaterials: list('/bm/materials'),
  listConsumables: list('/bm/consumables'),
  listReusables: list('/bm/reusables'),
  purchaseMaterial: purchase('/bm/materials'),
  purchaseConsumable: purchase('/bm/consumables/purchase'),
  purchaseReusable: purchase('/bm/reusables/purchase'),
  decidePurchase: defineContract({
    method: 'POST',
    path: '/bm/purchases/:purchaseId/status',
    summary: 'Approve or reject a pending purchase of any category',
    guard: deciders,
    errors: decisionErrors,
    params: z.object({ purchaseId: z.string() }),
    body: purchaseDecisionInput,
    response: purchaseJson,
  }),
  updateMaterialStatus: defineContract({
    method: 'POST',
    path: '/bm/updateMaterialStatus',
    guard: deciders,
    errors: decisionErrors,
    body: materialStatusInput,
    response: purchaseJson,
  }),
  logMaterialUsage: logUsage('/bm/updateMaterialRecord'),
  logConsumableUsage: logUsage('/bm/updateConsumablesRecord'),
  logReusableUsage: logUsage('/bm/updateReusableRecord'),
  logMaterialUsageBulk: logBulkUsage('/bm/updateMaterialRecordBulk'),
  logReusableUsageBulk: logBulkUsage('/bm/updateReusableRecordBulk'),
};
