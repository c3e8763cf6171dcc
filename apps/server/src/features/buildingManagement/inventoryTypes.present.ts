import type { InventoryTypeJson, InventoryUnitJson } from '@hgn/domain/buildingManagement';
import { INVENTORY_CATEGORIES } from '@hgn/domain/buildingManagement';
import type { InventoryTypeItemRow, InventoryTypeRow } from './inventoryTypes.repo.js';

const categoryOf = (stored: string): InventoryTypeJson['category'] => {
  const category = INVENTORY_CATEGORIES.find((known) => known === stored);
  if (!category) throw new Error(`an inventory type has an unknown category: ${stored}`);
  return category;
};

/** A type with the ids of its items free to use (`available`) and checked out (`using`). */
export const presentInventoryType = (
  row: InventoryTypeRow,
  items: readonly InventoryTypeItemRow[],
): InventoryTypeJson => ({
  _id: row.id,
  name: row.name,
  category: categoryOf(row.category),
  description: row.description,
  unit: row.unit,
  size: row.size,
  fuelType: row.fuelType,
  imageUrl: row.imageUrl,
  available: items.filter((item) => !item.inUse).map((item) => item.id),
  using: items.filter((item) => item.inUse).map((item) => item.id),
});

export const presentInventoryUnit = (row: { id: string; name: string }): InventoryUnitJson => ({
  _id: row.id,
  unit: row.name,
});
