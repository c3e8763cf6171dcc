import type { DbOrTransaction } from '../db.js';
import { inventoryUnits } from '../features/buildingManagement/inventory.table.js';

/** The units the demo organisation counts its materials and consumables in. */
export const demoInventoryUnits = [
  'pieces',
  'kg',
  'm',
  'm²',
  'm³',
  'litres',
  'bags',
  'boxes',
  'rolls',
  'sheets',
];

/** Lists the demo units; a unit listed already is kept as it is. */
export async function seedInventoryUnits(tx: DbOrTransaction): Promise<void> {
  await tx
    .insert(inventoryUnits)
    .values(demoInventoryUnits.map((name) => ({ name })))
    .onConflictDoNothing();
}
