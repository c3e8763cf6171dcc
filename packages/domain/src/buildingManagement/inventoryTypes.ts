// The categories of inventory types and the rules of each, shared by the server and the pages.

/** Every category of inventory type, as the API names them. */
export const INVENTORY_CATEGORIES = ['Material', 'Consumable', 'Reusable', 'Tool', 'Equipment'] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];

/** Each category's list name (`GET /api/bm/invtypes/{materials|consumables|reusables|tools|equipments}`). */
export const INVENTORY_CATEGORY_LISTS: Record<InventoryCategory, string> = {
  Material: 'materials',
  Consumable: 'consumables',
  Reusable: 'reusables',
  Tool: 'tools',
  Equipment: 'equipments',
};

/** The category a path names: its list name or its own name, singular or plural, in any case. */
export function inventoryCategoryNamed(name: string): InventoryCategory | undefined {
  const wanted = name.trim().toLowerCase();
  return INVENTORY_CATEGORIES.find(
    (category) => category.toLowerCase() === wanted || INVENTORY_CATEGORY_LISTS[category] === wanted,
  );
}

/** The fuels an equipment type may run on; Diesel when none is said. */
export const FUEL_TYPES = ['Diesel', 'Biodiesel', 'Gasoline', 'Natural Gas', 'Ethanol'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** The longest description of an equipment type (spec 002, 5). */
export const EQUIPMENT_DESCRIPTION_MAX = 150;
/** The longest description of any other inventory type. */
export const INVENTORY_DESCRIPTION_MAX = 500;
