// Inventory types and units in the original API's shape (its `invTypeBase` and `inventoryUnit`).
import { z } from 'zod';
import { INVENTORY_CATEGORIES } from './inventoryTypes';

export const inventoryTypeJson = z.strictObject({
  _id: z.string(),
  name: z.string(),
  category: z.enum(INVENTORY_CATEGORIES),
  description: z.string(),
  /** The unit counted types are measured in; empty for tools and equipment. */
  unit: z.string(),
  /** A consumable's size of one piece. */
  size: z.string(),
  /** An equipment type's fuel. */
  fuelType: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Ids of the type's tools or equipment that are free to use (none for counted types). */
  available: z.array(z.string()),
  /** Ids of the type's tools or equipment that are checked out. */
  using: z.array(z.string()),
});
export type InventoryTypeJson = z.infer<typeof inventoryTypeJson>;

export const inventoryUnitJson = z.strictObject({
  _id: z.string(),
  unit: z.string(),
});
export type InventoryUnitJson = z.infer<typeof inventoryUnitJson>;
