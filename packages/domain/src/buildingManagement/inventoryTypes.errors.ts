import type { ErrorStatuses } from '../contracts/endpoint';
/** Refusals of the inventory types and units endpoints beyond the common ones. */
export const INVENTORY_TYPE_ERRORS = {
  INVENTORY_TYPE_NOT_FOUND: 404,
  INVENTORY_CATEGORY_NOT_FOUND: 404,
  INVENTORY_TYPE_NAME_TAKEN: 409,
  INVENTORY_UNIT_TAKEN: 409,
  INVENTORY_UNIT_NOT_FOUND: 400,
} as const satisfies ErrorStatuses;
export type InventoryTypeErrorCode = keyof typeof INVENTORY_TYPE_ERRORS;
