// Every endpoint of inventory types and units, declared once (docs/ARCHITECTURE.md, "Adding an
// endpoint"). Reading needs a session that opened the building portal; creating a type or unit needs
// postInvType, editing a type putInvType.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { InventoryTypeErrorCode } from './inventoryTypes.errors';
import { inventoryTypeJson, inventoryUnitJson } from './inventoryTypeJson';
import {
  consumableTypeInput,
  equipmentTypeInput,
  inventoryTypeCreateInput,
  inventoryTypeUpdateInput,
  inventoryUnitInput,
  materialTypeInput,
  reusableTypeInput,
} from './inventoryTypes.schema';

const refusals = errorCodes<InventoryTypeErrorCode>();
const reads = guard.portal('canAccessBMPortal');
const creates = guard.portal('canAccessBMPortal', guard.permission('postInvType'));
const createRefusals = refusals('INVENTORY_TYPE_NAME_TAKEN', 'INVENTORY_UNIT_NOT_FOUND');

export const inventoryTypesContract = {
  listOfCategory: defineContract({
    method: 'GET',
    path: '/bm/invtypes/:type',
    summary:
      'The types of a category by name: materials, consumables, reusables, tools or equipments (or a category’s own name)',
    guard: reads,
    errors: refusals('INVENTORY_CATEGORY_NOT_FOUND'),
    params: z.object({ type: z.string() }),
    response: z.array(inventoryTypeJson),
  }),
  create: defineContract({
    method: 'POST',
    path: '/bm/invtypes',
    summary: 'A new type of the category named in the body',
    guard: creates,
    errors: createRefusals,
    body: inventoryTypeCreateInput,
    status: 201,
    response: inventoryTypeJson,
  }),
  createMaterial: defineContract({
    method: 'POST',
    path: '/bm/invtypes/material',
    guard: creates,
    errors: createRefusals,
    body: materialTypeInput,
    status: 201,
    response: inventoryTypeJson,
  }),
  createConsumable: defineContract({
    method: 'POST',
    path: '/bm/consumables',
    guard: creates,
    errors: createRefusals,
    body: consumableTypeInput,
    status: 201,
    response: inventoryTypeJson,
  }),
  createReusable: defineContract({
    method: 'POST',
    path: '/bm/invtypes/reusables',
    guard: creates,
    errors: refusals('INVENTORY_TYPE_NAME_TAKEN'),
    body: reusableTypeInput,
    status: 201,
    response: inventoryTypeJson,
  }),
  createEquipment: defineContract({
    method: 'POST',
    path: '/bm/invtypes/equipment',
    guard: creates,
    errors: refusals('INVENTORY_TYPE_NAME_TAKEN'),
    body: equipmentTypeInput,
    status: 201,
    response: inventoryTypeJson,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/bm/invtypes/:type/:typeId',
    summary: 'Changes a type of the category named (as in the list paths)',
    guard: guard.portal('canAccessBMPortal', guard.permission('putInvType')),
    errors: refusals(
      'INVENTORY_CATEGORY_NOT_FOUND',
      'INVENTORY_TYPE_NOT_FOUND',
      'INVENTORY_TYPE_NAME_TAKEN',
      'INVENTORY_UNIT_NOT_FOUND',
    ),
    params: z.object({ type: z.string(), typeId: z.string() }),
    body: inventoryTypeUpdateInput,
    response: inventoryTypeJson,
  }),
  listUnits: defineContract({
    method: 'GET',
    path: '/bm/inventoryUnits',
    summary: 'The units counted types are measured in, by name',
    guard: reads,
    errors: refusals(),
    response: z.array(inventoryUnitJson),
  }),
  createUnit: defineContract({
    method: 'POST',
    path: '/bm/inventoryUnits',
    guard: creates,
    errors: refusals('INVENTORY_UNIT_TAKEN'),
    body: inventoryUnitInput,
    status: 201,
    response: inventoryUnitJson,
  }),
};
