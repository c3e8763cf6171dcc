/** Refusals of the inventory types and units endpoints beyond the common ones. */
export const INVENTORY_TYPE_ERROR_CODES = [
  'INVENTORY_TYPE_NOT_FOUND',
  'INVENTORY_CATEGORY_NOT_FOUND',
  'INVENTORY_TYPE_NAME_TAKEN',
  'INVENTORY_UNIT_TAKEN',
  'INVENTORY_UNIT_NOT_FOUND',
] as const;
export type InventoryTypeErrorCode = (typeof INVENTORY_TYPE_ERROR_CODES)[number];
