// Every endpoint of tools and equipment, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
// Reading needs the building portal; adding a tool postInvType, purchase requests postInvInProject,
// status updates and the daily log putInvById. A purchase request is decided with the stock contract's
// decidePurchase, as every category's is.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import {
  itemPurchaseJson,
  pendingItemPurchaseJson,
  toolAddedJson,
  toolItemJson,
  toolLogJson,
} from './toolJson';
import type { ToolsErrorCode } from './tools.errors';
import {
  addToolInput,
  equipmentPurchaseInput,
  itemStatusInput,
  toolListQuery,
  toolLogInput,
  toolPurchaseInput,
} from './tools.schema';

const refusals = errorCodes<ToolsErrorCode>();
const toolParams = z.object({ toolId: z.string() });
const equipmentParams = z.object({ equipmentId: z.string() });
const portal = guard.portal('canAccessBMPortal');

export const toolsContract = {
  listTools: defineContract({
    method: 'GET',
    path: '/bm/tools',
    summary: 'Tools, by project, name and code; optionally of one project, a page at a time',
    guard: portal,
    errors: refusals(),
    query: toolListQuery,
    response: z.array(toolItemJson),
  }),
  getTool: defineContract({
    method: 'GET',
    path: '/bm/tools/:toolId',
    guard: portal,
    errors: refusals('TOOL_NOT_FOUND'),
    params: toolParams,
    response: toolItemJson,
  }),
  listEquipment: defineContract({
    method: 'GET',
    path: '/bm/equipments',
    summary: 'Equipment, by project, name and code; optionally of one project, a page at a time',
    guard: portal,
    errors: refusals(),
    query: toolListQuery,
    response: z.array(toolItemJson),
  }),
  getEquipment: defineContract({
    method: 'GET',
    path: '/bm/equipment/:equipmentId',
    guard: portal,
    errors: refusals('EQUIPMENT_NOT_FOUND'),
    params: equipmentParams,
    response: toolItemJson,
  }),
  addTool: defineContract({
    method: 'POST',
    path: '/bm/tools',
    summary: 'A new Tool type and its first items in a project',
    guard: guard.portal('canAccessBMPortal', guard.permission('postInvType')),
    errors: refusals('TOOL_NAME_TAKEN'),
    body: addToolInput,
    status: 201,
    response: toolAddedJson,
  }),
  purchaseTools: defineContract({
    method: 'POST',
    path: '/bm/tools/purchase',
    guard: guard.portal('canAccessBMPortal', guard.permission('postInvInProject')),
    errors: refusals(),
    body: toolPurchaseInput,
    status: 201,
    response: itemPurchaseJson,
  }),
  purchaseEquipment: defineContract({
    method: 'POST',
    path: '/bm/equipment/purchase',
    guard: guard.portal('canAccessBMPortal', guard.permission('postInvInProject')),
    errors: refusals(),
    body: equipmentPurchaseInput,
    status: 201,
    response: itemPurchaseJson,
  }),
  listPendingToolPurchases: defineContract({
    method: 'GET',
    path: '/bm/tools/purchases',
    summary: 'Purchase requests of tools awaiting a decision, oldest first',
    guard: portal,
    errors: refusals(),
    response: z.array(pendingItemPurchaseJson),
  }),
  listPendingEquipmentPurchases: defineContract({
    method: 'GET',
    path: '/bm/equipment/purchases',
    summary: 'Purchase requests of equipment awaiting a decision, oldest first',
    guard: portal,
    errors: refusals(),
    response: z.array(pendingItemPurchaseJson),
  }),
  updateToolStatus: defineContract({
    method: 'PUT',
    path: '/bm/tools/:toolId/status',
    guard: guard.portal('canAccessBMPortal', guard.permission('putInvById')),
    errors: refusals('TOOL_NOT_FOUND'),
    params: toolParams,
    body: itemStatusInput,
    response: toolItemJson,
  }),
  updateEquipmentStatus: defineContract({
    method: 'PUT',
    path: '/bm/equipment/:equipmentId/status',
    guard: guard.portal('canAccessBMPortal', guard.permission('putInvById')),
    errors: refusals('EQUIPMENT_NOT_FOUND'),
    params: equipmentParams,
    body: itemStatusInput,
    response: toolItemJson,
  }),
  logTools: defineContract({
    method: 'POST',
    path: '/bm/tools/log',
    summary: 'Checks tools in or out; 404 with the same body when any item could not be moved',
    guard: guard.portal('canAccessBMPortal', guard.permission('putInvById')),
    errors: refusals('TOOL_ITEMS_NOT_AVAILABLE'),
    body: toolLogInput,
    response: toolLogJson,
  }),
};
