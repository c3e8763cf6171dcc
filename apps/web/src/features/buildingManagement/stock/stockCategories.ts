import type { CountedCategory } from '@hgn/domain/buildingManagement';
import { buildingPaths } from '../../../shared/routing/buildingPaths';

/** How each counted category is named and where its pages are. */
export const STOCK_PAGES: Record<
  CountedCategory,
  { plural: string; singular: string; list: string; purchase: string; update?: string }
> = {
  Material: {
    plural: 'Materials',
    singular: 'Material',
    list: buildingPaths.buildingMaterials,
    purchase: buildingPaths.buildingMaterialPurchase,
    update: buildingPaths.buildingMaterialsUpdate,
  },
  Consumable: {
    plural: 'Consumables',
    singular: 'Consumable',
    list: buildingPaths.buildingConsumables,
    purchase: buildingPaths.buildingConsumablePurchase,
  },
  Reusable: {
    plural: 'Reusables',
    singular: 'Reusable',
    list: buildingPaths.buildingReusables,
    purchase: buildingPaths.buildingReusablePurchase,
    update: buildingPaths.buildingReusablesUpdate,
  },
};

export const COUNTED: readonly CountedCategory[] = ['Material', 'Consumable', 'Reusable'];
